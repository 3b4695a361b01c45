import ListshotGeometry
import ListshotRaster
import ListshotText
import ListshotViews
import Testing

/// Issue 34: standard cells as iOS Settings draws them. value1 stacks when its labels do not
/// fit side by side, images and icons stay 29 pt, accessories stop growing at AX1, and the
/// switch, the icon and the badge draw and report themselves.
@Suite struct SettingsCellTests {
    static let large = ContentSizeTraits.standard
    static let ax3 = ContentSizeTraits(scale: 40.0 / 17, isAccessibilityCategory: true)
    static let ax5 = ContentSizeTraits(scale: 53.0 / 17, isAccessibilityCategory: true)

    /// A cell 390 pt wide with fonts at `traits`' size, laid out at its self-sized height.
    static func cell(
        _ style: TableViewCell.CellStyle, _ text: String, _ detail: String = "", accessory: CellAccessory = .none,
        traits: ContentSizeTraits = large, configure: (TableViewCell) -> Void = { _ in }
    ) throws -> TableViewCell {
        let cell = TableViewCell(style: style, reuseIdentifier: nil)
        cell.textLabel.text = text
        cell.detailTextLabel.text = detail
        cell.accessoryType = accessory
        cell.contentSizeTraits = traits
        cell.textLabel.font = try Font.bundled(.regular, size: 17 * traits.scale)
        cell.detailTextLabel.font = try Font.bundled(.regular, size: 17 * traits.scale)
        configure(cell)
        cell.frame = Rect(x: 0, y: 0, width: 390, height: cell.sizeThatFits(Size(width: 390, height: .infinity)).height)
        cell.layoutIfNeeded()
        return cell
    }

    static func naturalWidth(_ text: String) throws -> Double { try Font.bundled(.regular, size: 17).width(of: text) }

    /// "Fits" as UIKit decides it: both natural widths plus 8 pt within the labels' width.
    /// At exactly that width side by side; a point less, stacked; at Large.
    @Test func value1StacksExactlyWhenItsLabelsDoNotFitSideBySide() throws {
        let title = "Language", detail = "English (United Kingdom)"
        let needed = try Self.naturalWidth(title) + 8 + Self.naturalWidth(detail)
        // No image, no accessory: the labels are the cell's width less two 16 pt margins.
        for (width, stacked) in [(needed + 32, false), (needed + 32 - 1, true), (390, false)] {
            let cell = TableViewCell(style: .value1, reuseIdentifier: nil)
            cell.textLabel.text = title
            cell.detailTextLabel.text = detail
            cell.frame = Rect(x: 0, y: 0, width: width, height: cell.sizeThatFits(Size(width: width, height: .infinity)).height)
            cell.layoutIfNeeded()
            let titleFrame = cell.textLabel.frame, detailFrame = cell.detailTextLabel.frame
            if stacked {
                #expect(detailFrame.minY >= titleFrame.maxY && detailFrame.minX == 16, "at \(width): \(titleFrame), \(detailFrame)")
                #expect(cell.frame.height > 44)
            } else {
                #expect(detailFrame.minY == titleFrame.minY && detailFrame.maxX == width - 16, "at \(width): \(titleFrame), \(detailFrame)")
                #expect(cell.detailTextLabel.visibleContent?.isTruncated == false && cell.frame.height == 44)
            }
        }
    }

    @Test func theIssuesValuesStackAtLargeInsteadOfTruncating() throws {
        let storage = try Self.cell(.value1, "iPhone Storage", "118.4 GB of 128 GB Used", accessory: .disclosureIndicator) {
            $0.imageView.image = try? Framebuffer(width: 29, height: 29, color: .red)
        }
        #expect(storage.detailTextLabel.frame.minY >= storage.textLabel.frame.maxY)
        #expect(storage.detailTextLabel.visibleContent?.text == "118.4 GB of 128 GB Used")
        let short = try Self.cell(.value1, "Wi-Fi", "Home", accessory: .disclosureIndicator)
        #expect(short.detailTextLabel.frame.minY == short.textLabel.frame.minY, "fits: side by side")
    }

    @Test func imagesAndIconsKeep29PointsAtEveryTextSize() throws {
        for traits in [Self.large, ContentSizeTraits(scale: 14.0 / 17, isAccessibilityCategory: false), Self.ax3, Self.ax5] {
            let pictured = try Self.cell(.default, "Wallpaper") { $0.imageView.image = try? Framebuffer(width: 58, height: 58, color: .red) }
            pictured.contentSizeTraits = traits
            pictured.layoutIfNeeded()
            #expect(pictured.imageView.frame.width == 29 && pictured.textLeadingEdge == 16 + 29 + 16, "at \(traits.scale)")
            let icon = try Self.cell(.default, "Wi-Fi", traits: traits) { $0.iconView = IconView(symbol: try? Symbol(named: "wifi")) }
            #expect(icon.iconView?.frame.size == Size(width: 29, height: 29) && icon.textLeadingEdge == 61, "at \(traits.scale)")
            #expect(icon.textLabel.frame.minX == 61)
        }
    }

    /// At AX3 a 390 pt row with an image and a chevron leaves the text about 290 pt (iOS
    /// about 277): "Disclosure" fits on its line and no word is broken.
    @Test func atAX3TheTextKeepsItsWidthAndWordsAreNotBroken() throws {
        let cell = try Self.cell(.default, "Detail disclosure", accessory: .disclosureIndicator, traits: Self.ax3) {
            $0.imageView.image = try? Framebuffer(width: 29, height: 29, color: .red)
        }
        let chevron: Double = 8 * 28 / 17
        let width: Double = 390 - 61 - 16 - chevron - 10
        #expect(abs(cell.textLabel.frame.width - width) < 1e-9)
        #expect(cell.textLabel.visibleContent?.text == "Detail\ndisclosure")
        let single = try Self.cell(.default, "Disclosure", accessory: .detailDisclosureButton, traits: Self.ax3) {
            $0.imageView.image = try? Framebuffer(width: 29, height: 29, color: .red)
        }
        #expect(single.textLabel.visibleContent?.text == "Disclosure")
    }

    @Test func aSwitchReplacesTheAccessoryAndLeavesTheTextRoom() throws {
        let cell = try Self.cell(.default, "Airplane Mode", accessory: .disclosureIndicator, traits: Self.ax5) {
            $0.accessoryView = Switch(isOn: true)
        }
        let control = try #require(cell.accessoryView)
        #expect(control.frame == Rect(x: 390 - 16 - 51, y: (cell.frame.height - 31) / 2, width: 51, height: 31), "UISwitch's size at AX5")
        #expect(cell.accessoryFrame == control.frame)
        #expect(cell.textLabel.frame.maxX == 390 - 16 - 51 - 10)
        let views = cell.visibleViews(clippedTo: Rect(x: 0, y: 0, width: 390, height: .infinity))
        #expect(views.map(\.kind) == [.label, .switch], "the switch stands for the accessory")
        #expect(views.last?.isOn == true && views.last?.text == "on")
    }

    @Test func switchTrackPixelsAreGreenWhenOnAndGreyWhenOff() throws {
        for (isOn, track) in [(true, Color(rgb: 0x34C759)), (false, Color(rgb: 0xE9E9EA))] {
            let control = Switch(isOn: isOn)
            let image = try control.renderImage(scale: 2, background: .white)
            #expect(image.width == 102 && image.height == 62)
            // Inside the track, away from the knob: left of it when on, right of it when off.
            let trackX = isOn ? 16 : 86
            #expect(image.color(x: trackX, y: 31) == track, "isOn \(isOn)")
            // The knob: white, on the side the switch is set to.
            let knobX = isOn ? 72 : 30
            #expect(image.color(x: knobX, y: 31) == .white, "isOn \(isOn)")
            #expect(image.color(x: isOn ? 30 : 72, y: 31) == track, "isOn \(isOn): no knob on the other side")
        }
    }

    @Test func anIconDrawsItsGlyphInWhiteOnItsSquare() throws {
        let blue = Color(rgb: 0x007AFF)
        let plain = try IconView(symbol: nil, backgroundColor: blue).renderImage(scale: 2, background: .black)
        let wifi = try IconView(symbol: try #require(try Symbol(named: "wifi")), backgroundColor: blue).renderImage(scale: 2, background: .black)
        func white(_ image: Framebuffer) -> Int {
            (0..<image.height).reduce(0) { count, y in count + (0..<image.width).filter { image.color(x: $0, y: y) == .white }.count }
        }
        #expect(white(plain) == 0)
        #expect(white(wifi) > 150, "the glyph's solid white pixels: \(white(wifi))")
        #expect(wifi.color(x: 29, y: 29) == blue || wifi.color(x: 29, y: 29) == .white)
        #expect(wifi.color(x: 0, y: 0) == .black && wifi.color(x: 4, y: 29) == blue, "rounded corners, the square's colour")
    }

    @Test func aBadgeSitsBeforeTheChevronAndReportsItsCount() throws {
        let cell = try Self.cell(.default, "General", accessory: .disclosureIndicator) { $0.badgeValue = "1" }
        let badge = try #require(cell.badgeView)
        #expect(badge.frame.size == Size(width: 24, height: 24) && badge.frame.maxX == 390 - 16 - 8 - 10)
        #expect(cell.textLabel.frame.maxX == badge.frame.minX - 10)
        let image = try badge.renderImage(scale: 2, background: .black)
        #expect(image.color(x: 6, y: 24) == Color(rgb: 0xFF3B30))
        #expect((18..<30).contains { x in (14..<34).contains { image.color(x: x, y: $0) == .white } }, "the white 1")
        let views = cell.visibleViews(clippedTo: Rect(x: 0, y: 0, width: 390, height: .infinity))
        #expect(views.map(\.kind) == [.label, .badge, .accessory] && views[1].text == "1")
        cell.prepareForReuse()
        cell.layoutIfNeeded()
        #expect(cell.badgeView?.isHidden == true && cell.textLabel.frame.maxX == 390 - 16, "no badge, and no chevron")
    }

    @Test func anIconReportsItsSymbolAndGoesOnReuse() throws {
        let cell = try Self.cell(.default, "Wi-Fi") { $0.iconView = IconView(symbol: try? Symbol(named: "wifi")) }
        let views = cell.visibleViews(clippedTo: Rect(x: 0, y: 0, width: 390, height: .infinity))
        #expect(views.map(\.kind) == [.icon, .label] && views[0].symbol == "wifi")
        #expect(views[0].frame == Rect(x: 16, y: 7.5, width: 29, height: 29))
        cell.prepareForReuse()
        #expect(cell.iconView == nil && cell.textLeadingEdge == 16)
    }

    @Test func rightToLeftMirrorsTheIconTheBadgeAndTheSwitch() throws {
        let cell = try Self.cell(.default, "Wi-Fi") {
            $0.semanticContentAttribute = .forceRightToLeft
            $0.iconView = IconView(symbol: try? Symbol(named: "wifi"))
            $0.badgeValue = "3"
            $0.accessoryView = Switch()
        }
        func near(_ value: Double?, _ expected: Double) -> Bool { abs((value ?? .nan) - expected) < 1e-9 }
        #expect(near(cell.iconView?.frame.maxX, 390 - 16))
        #expect(near(cell.accessoryView?.frame.minX, 16))
        #expect(near(cell.badgeView?.frame.minX, 16 + 51 + 10))
    }
}
