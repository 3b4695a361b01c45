import ListshotScenes
import ListshotStructuredText
import Testing

/// Issue 34, item 3: a row's `accessory: switch` with `isOn`, its `icon` and its `badge`
/// read from a scene file, and every mistake in them named by file and key path.
@Suite struct SettingsRowParsingTests {
    static func rows(_ yaml: String) throws -> [SceneDescription.Row] {
        let description = try SceneFile.parse(Array("style: insetGrouped\nsections: [{rows: [\(yaml)]}]\n".utf8), name: "s.yaml")
        guard case let .listed(rows) = try #require(description.sections.first).rows else { return [] }
        return rows
    }

    @Test func aSwitchAnIconAndABadgeAreRead() throws {
        let rows = try Self.rows("""
            {text: Airplane Mode, accessory: switch, isOn: true, icon: {symbol: flight, background: systemOrange}},
            {text: Wi-Fi, accessory: switch},
            {text: General, badge: 12, accessory: disclosureIndicator, icon: {symbol: settings}},
            {text: Store, badge: New}
            """)
        #expect(rows.map(\.switchIsOn) == [true, false, nil, nil])
        #expect(rows.map(\.accessory) == [.none, .none, .disclosureIndicator, .none])
        #expect(rows[0].icon?.symbol.name == "flight" && rows[0].icon?.background == .system(.systemOrange))
        #expect(rows[0].icon?.symbol.scalar == Unicode.Scalar(0xE539))
        #expect(rows[2].icon?.background == .system(.systemBlue), "systemBlue when not given")
        #expect(rows.map(\.badge) == [nil, nil, "12", "New"])
    }

    @Test(arguments: [
        ("{text: a, icon: {symbol: wif}}",
         #"s.yaml: sections[0].rows[0].icon.symbol: unknown symbol "wif"; did you mean "wifi"? (a Material Icons name, as Fonts/MaterialIcons-Regular.codepoints lists them)"#),
        ("{text: a, icon: {symbol: bluetoth}}",
         #"s.yaml: sections[0].rows[0].icon.symbol: unknown symbol "bluetoth"; did you mean "bluetooth"? (a Material Icons name, as Fonts/MaterialIcons-Regular.codepoints lists them)"#),
        ("{text: a, icon: {symbol: qqqqqqqqqqqq}}",
         #"s.yaml: sections[0].rows[0].icon.symbol: unknown symbol "qqqqqqqqqqqq" (a Material Icons name, as Fonts/MaterialIcons-Regular.codepoints lists them)"#),
        ("{text: a, icon: {background: systemBlue}}",
         #"s.yaml: sections[0].rows[0].icon.symbol: missing; an icon needs "symbol", a Material Icons name such as "wifi""#),
        ("{text: a, icon: {symbol: wifi, color: red}}",
         #"s.yaml: sections[0].rows[0].icon.color: unknown key (an icon takes "symbol", "background")"#),
        ("{text: a, icon: {symbol: wifi, background: blu}}",
         ##"s.yaml: sections[0].rows[0].icon.background: expected a colour "#RGB", "#RRGGBB", "#RRGGBBAA" or a system colour name ("label", "secondaryLabel", …), got "blu""##),
        ("{text: a, isOn: true}",
         #"s.yaml: sections[0].rows[0].isOn: "isOn" sets a switch: give "accessory: switch" with it"#),
        ("{text: a, accessory: switch, isOn: yes}",
         #"s.yaml: sections[0].rows[0].isOn: expected true or false, got "yes""#),
        ("{text: a, accessory: swich}",
         #"s.yaml: sections[0].rows[0].accessory: unknown accessory "swich"; did you mean "switch"? (use "none", "disclosureIndicator", "checkmark", "detailButton", "detailDisclosureButton", "switch")"#),
        ("{text: a, badge: -1}",
         #"s.yaml: sections[0].rows[0].badge: expected a whole number ≥ 0 or text of 1 to 16 characters, got -1"#),
        ("{text: a, badge: \"\"}",
         #"s.yaml: sections[0].rows[0].badge: expected a whole number ≥ 0 or text of 1 to 16 characters, got """#),
        ("{text: a, image: {avatar: {initials: A, diameter: 58}}, icon: {symbol: wifi}}",
         #"s.yaml: sections[0].rows[0].icon: give either "image" or "icon" (a symbol on a coloured square), not both"#),
    ])
    func aMistakeNamesTheFileAndKeyPath(row: String, message: String) throws {
        let error = #expect(throws: StructuredTextError.self) { try Self.rows(row) }
        #expect(error?.description == message)
    }

    @Test func aCustomCellTakesNoSettingsParts() throws {
        let yaml = "cells: {c: {parts: [{text: x, baseline: 20}]}}\nsections: [{rows: [{cell: c, badge: 1}]}]\n"
        let error = #expect(throws: StructuredTextError.self) { try SceneFile.parse(Array(yaml.utf8), name: "s.yaml") }
        #expect(error?.description == #"s.yaml: sections[0].rows[0].cell: a custom cell draws its own parts; "badge" is for a standard cell (give "style" instead)"#)
    }

    /// A generated pattern takes no switch: `isOn` is a listed row's.
    @Test func aGeneratedPatternTakesNoSwitch() throws {
        let yaml = "sections: [{generate: {count: 3, accessory: switch}}]\n"
        let error = #expect(throws: StructuredTextError.self) { try SceneFile.parse(Array(yaml.utf8), name: "s.yaml") }
        #expect(error?.description == #"s.yaml: sections[0].generate.accessory: unknown accessory "switch" (use "none", "disclosureIndicator", "checkmark", "detailButton", "detailDisclosureButton")"#)
    }
}
