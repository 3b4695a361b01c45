import ListshotRaster
import ListshotRendering
import ListshotScenes
import ListshotViews
import Testing

/// Every colour role listshot draws, with UIKit's light and dark value (issue 22, item 4),
/// and dark frames of the built-in scenes drawn in the dark values only.
@Suite struct ColorRoleTests {
    /// The roles and their values, as `0xRRGGBB` (opaque; UIKit's translucent colours
    /// composited on `systemBackground`, white in light and black in dark):
    /// - `secondaryLabel`: #3C3C43 at 60% / #EBEBF5 at 60%,
    /// - `tertiaryLabel` and `placeholderText`: #3C3C43 at 30% / #EBEBF5 at 30%,
    /// - `opaqueSeparator`: UIKit's opaque form of `separator` (#3C3C43 29% / #545458 60%).
    static let table: [(role: ColorRole, light: UInt32, dark: UInt32)] = [
        (.systemBackground, 0xFFFFFF, 0x000000),
        (.secondarySystemBackground, 0xF2F2F7, 0x1C1C1E),
        (.systemGroupedBackground, 0xF2F2F7, 0x000000),
        (.secondarySystemGroupedBackground, 0xFFFFFF, 0x1C1C1E),
        (.label, 0x000000, 0xFFFFFF),
        (.secondaryLabel, 0x8E8E93, 0x8D8D93),
        (.tertiaryLabel, 0xC4C4C7, 0x46464A),
        (.quaternaryLabel, 0xDCDCDD, 0x262627),
        (.separator, 0xC6C6C8, 0x323235),
        (.systemFill, 0xE4E4E6, 0x2B2B2E),
        (.secondarySystemFill, 0xE9E9EB, 0x262629),
        (.tertiarySystemFill, 0xEFEFF0, 0x1C1C1F),
        (.quaternarySystemFill, 0xF4F4F5, 0x151517),
        (.placeholderText, 0xC4C4C6, 0x46464A),
        (.opaqueSeparator, 0xC6C6C8, 0x38383A),
        (.tintColor, 0x007AFF, 0x0A84FF),
        (.systemGray4, 0xD1D1D6, 0x3A3A3C),
        (.systemGray, 0x8E8E93, 0x8E8E93),
        (.plainHeaderBackground, 0xF7F7F7, 0x1C1C1E),
        (.systemRed, 0xFF3B30, 0xFF453A),
        (.systemOrange, 0xFF9500, 0xFF9F0A),
        (.systemGreen, 0x34C759, 0x30D158),
        (.systemBlue, 0x007AFF, 0x0A84FF),
        (.systemIndigo, 0x5856D6, 0x5E5CE6),
        (.systemPurple, 0xAF52DE, 0xBF5AF2),
    ]

    @Test func everyRoleResolvesToUIKitsValueInEachAppearance() {
        #expect(Self.table.map(\.role) == ColorRole.allCases)
        let resolved = ColorRole.allCases.map { "\($0): \($0.color(in: .light)) \($0.color(in: .dark))" }
        let expected = Self.table.map { "\($0.role): \(Color(rgb: $0.light)) \(Color(rgb: $0.dark))" }
        #expect(resolved == expected)
    }

    /// The colours the scenes hand the views are the roles' colours.
    @Test func systemColorsAreTheRolesColors() {
        for appearance in Appearance.allCases {
            let colors = appearance.colors
            func role(_ role: ColorRole) -> Color { role.color(in: appearance) }
            let fields = [
                colors.background, colors.secondaryBackground, colors.groupedBackground, colors.secondaryGroupedBackground,
                colors.label, colors.secondaryLabel, colors.tertiaryLabel, colors.placeholderText, colors.separator,
                colors.tint, colors.selection, colors.systemGray, colors.plainHeaderBackground,
            ]
            let roles = [
                role(.systemBackground), role(.secondarySystemBackground), role(.systemGroupedBackground),
                role(.secondarySystemGroupedBackground), role(.label), role(.secondaryLabel), role(.tertiaryLabel),
                role(.placeholderText), role(.opaqueSeparator), role(.tintColor), role(.systemGray4), role(.systemGray),
                role(.plainHeaderBackground),
            ]
            #expect(fields == roles, "\(appearance)")
            #expect(colors.appearance == appearance)
        }
    }

    /// A scene file's system colour names take the role of the same name (`separator`, the
    /// lines' colour, is `opaqueSeparator`), in each appearance.
    @Test func systemColorNamesResolveToTheirRoles() {
        for appearance in Appearance.allCases {
            let names = SystemColorName.allCases.map { name in
                "\(name): \(name.color(in: appearance.colors))"
            }
            let roles = SystemColorName.allCases.map { name in
                let role = name == .separator ? .opaqueSeparator : ColorRole(rawValue: name.rawValue)
                let fixed: Color = switch name {
                case .white: .white
                case .black: .black
                default: .clear
                }
                return "\(name): \(role?.color(in: appearance) ?? fixed)"
            }
            #expect(names == roles, "\(appearance)")
        }
    }

    /// The light values no role has in dark: a dark frame drawing one of them drew a role
    /// in light mode's colour (the built-in scenes' files give their avatars, cards and
    /// bubbles by system colour name, so those count too).
    static let lightOnlyColors: Set<Color> = {
        let dark = Set(table.map { Color(rgb: $0.dark) })
        return Set(table.map { Color(rgb: $0.light) }).subtracting(dark)
    }()

    static func darkFrame(of name: String) throws -> Framebuffer {
        let example = try #require(SceneExample.named(name))
        let description = try example.description(overrides: SceneOverrides(appearance: "dark"))
        return try SceneRenderer.render(description.makeScene(), viewport: description.viewport).framebuffer
    }

    /// The colours a frame fills areas with: those of every block of 2 × 2 pixels of one
    /// colour. (A single pixel may hold any colour where text's antialiased edges blend white
    /// into black, #F7F7F7 among them; a fill or a stroke's core is a solid block.)
    static func colors(in frame: Framebuffer) -> Set<Color> {
        var seen: [UInt32: Color] = [:]
        let w = frame.width, pixels = frame.pixels
        for y in 0..<frame.height - 1 {
            for x in 0..<w - 1 {
                let p = pixels[y * w + x]
                guard seen[p] == nil, pixels[y * w + x + 1] == p, pixels[(y + 1) * w + x] == p, pixels[(y + 1) * w + x + 1] == p
                else { continue }
                seen[p] = frame.color(x: x, y: y)
            }
        }
        return Set(seen.values)
    }

    @Test(arguments: SceneExample.all.map(\.name))
    func aDarkBuiltInSceneDrawsNoLightOnlyColor(name: String) throws {
        let drawn = Self.colors(in: try Self.darkFrame(of: name))
        #expect(drawn.intersection(Self.lightOnlyColors).map(\.description).sorted() == [], "\(name)")
    }

    /// The cells scene's chevrons are `tertiaryLabel` blended on the dark grouped cell
    /// (#5A5A5E, not the #46464A it is on black), and its checkmarks and detail buttons the
    /// dark tint, #0A84FF.
    @Test func darkCellsDrawTheDarkChevronAndTint() throws {
        let drawn = Self.colors(in: try Self.darkFrame(of: "cells"))
        let wanted = [Color(rgb: 0x5A5A5E)] + [ColorRole.tintColor, .secondarySystemGroupedBackground].map { $0.color(in: .dark) }
        #expect(wanted.filter { !drawn.contains($0) } == [])
        #expect(!drawn.contains(ColorRole.tertiaryLabel.color(in: .dark)), "the chevron blended on black")
    }

    /// Each translucent role blended on the colour under it, as UIKit draws it: on the
    /// appearance's `systemBackground` it is the role's own value, on a dark grouped cell
    /// (#1C1C1E) `tertiaryLabel` is #5A5A5E and `secondaryLabel` #98989F.
    @Test func translucentRolesAreBlendedOnWhatIsUnderThem() {
        let cell = Color(rgb: 0x1C1C1E)
        let blended = [ColorRole.secondaryLabel, .tertiaryLabel, .quaternaryLabel, .placeholderText, .separator, .systemFill, .tertiarySystemFill]
            .map { "\($0): \($0.color(in: .dark, over: cell))" }
        #expect(blended == [
            "secondaryLabel: #98989FFF", "tertiaryLabel: #5A5A5EFF", "quaternaryLabel: #3D3D40FF", "placeholderText: #5A5A5EFF",
            "separator: #3E3E41FF", "systemFill: #3D3D41FF", "tertiarySystemFill: #323236FF",
        ])
        for role in ColorRole.allCases {
            for appearance in Appearance.allCases {
                let background = ColorRole.systemBackground.color(in: appearance)
                #expect(role.color(in: appearance, over: background) == role.color(in: appearance), "\(role) \(appearance)")
            }
        }
        #expect(ColorRole.label.color(in: .dark, over: cell) == .white, "an opaque role is not blended")
        #expect(SystemColors.dark.over(cell).tertiaryLabel == Color(rgb: 0x5A5A5E))
    }

    /// The classmates' text fields are `secondarySystemGroupedBackground` inside, not white.
    @Test func darkTextFieldsAreOnTheSecondaryGroupedBackground() throws {
        let drawn = Self.colors(in: try Self.darkFrame(of: "classmates"))
        #expect(drawn.contains(ColorRole.secondarySystemGroupedBackground.color(in: .dark)))
        #expect(!drawn.contains(.white))
    }

    /// The grid's section headers take the dark plain header background.
    @Test func darkGridHeadersAreDark() throws {
        let drawn = Self.colors(in: try Self.darkFrame(of: "grid"))
        #expect(drawn.contains(ColorRole.plainHeaderBackground.color(in: .dark)))
    }
}
