/// Scene files that tests in more than one target read: each test that draws one, and the
/// schema test (SceneExampleTests) that checks every scene the tests write.
public enum TestScenes {
    /// Every key a scene file may have, each set to something other than its default (SceneFileParsingTests).
    public static let fullExample = """
    {
      "viewport": {"width": 320, "height": 480, "scale": 3},
      "style": "grouped",
      "contentInset": {"top": 10, "left": 1, "bottom": 20.5, "right": 2},
      "rowHeight": 50,
      "estimatedRowHeight": 48,
      "backgroundColor": "#F2F2F7",
      "sections": [
        {"header": {"text": "A", "height": 28}, "footer": {"text": "The end of A", "height": 20},
         "rows": [
           {"text": "Ada", "detail": "Analyst", "height": 60},
           {"text": "Grace", "height": "automatic"},
           {"text": "Alan"},
           {}
         ]},
        {"header": {"text": "Generated"},
         "generate": {"count": 1000, "text": "Row {i} of {i}", "detail": "#{i}", "heights": [40, 60, 33.5, "automatic"]}},
        {"generate": {"count": 3, "height": 44}},
        {"footer": {"height": 0}, "rows": []}
      ]
    }
    """

    /// ``fullExample`` in YAML (SceneFileYAMLRenderingTests draws both).
    public static let fullExampleInYAML = """
    viewport: {width: 320, height: 480, scale: 3}
    style: grouped
    contentInset: {top: 10, left: 1, bottom: 20.5, right: 2}
    rowHeight: 50
    estimatedRowHeight: 48
    backgroundColor: "#F2F2F7"
    sections:
      - header: {text: A, height: 28}
        footer: {text: The end of A, height: 20}
        rows:
          - {text: Ada, detail: Analyst, height: 60}
          - {text: Grace, height: automatic}
          - text: Alan
          - {}
      - header: {text: Generated}
        generate:
          count: 1000
          text: "Row {i} of {i}"
          detail: "#{i}"
          heights: [40, 60, 33.5, automatic]
      - generate: {count: 3, height: 44}
      - footer: {height: 0}
        rows: []
    """

    /// People in a plain or grouped list, STYLE to be replaced (SceneAppearanceGoldenTests).
    public static let appearancePeople = #"""
    {"device": "iphone-se-3", "style": "STYLE", "rowHeight": "automatic",
     "sections": [
       {"header": {"text": "Pioneers"}, "footer": {"text": "Three people who wrote the first programs."},
        "rows": [{"text": "Ada Lovelace", "detail": "Notes on the Analytical Engine"},
                 {"text": "Grace Hopper", "detail": "COBOL"}, {"text": "Alan Turing"}]},
       {"header": {"text": "Generated"}, "generate": {"count": 12, "text": "Row {i}", "detail": "No. {i}"}}]}
    """#

    /// People with a look, STYLE to be replaced (SceneLookTests).
    public static let lookPeople = #"""
    {"viewport": {"width": 320, "height": 300, "scale": 2}, "style": "STYLE",
     "sections": [{"header": {"text": "People"}, "footer": {"text": "Three of them"},
                   "rows": [{"text": "Ada Lovelace", "detail": "Analyst"}, {"text": "Grace Hopper"}, {"text": "Alan Turing"}]}]}
    """#

    /// A scene with every kind of part and most of their keys (CellDesignTests).
    public static let everyPartKind = ##"""
    cells:
      row:
        backgroundColor: secondarySystemBackground
        parts:
          - shape: rectangle
            frame: {left: 8, right: 8, top: 4, bottom: 4}
            cornerRadius: 10
            color: "{color}"
          - text: "{n}"
            font: {family: DejaVu Sans, size: 13}
            color: secondaryLabel
            frame: {right: 16, width: 40}
            baseline: 20
            alignment: right
          - image: {avatar: {initials: LS, diameter: 80, color: "#34C759"}, scale: 2}
            frame: {left: 16, width: 40, centerY: 0, height: 40}
            cornerRadius: 20
            contentMode: scaleAspectFill
          - field: {placeholder: "Name {i}", text: ""}
            frame: {left: 64, right: 64, bottom: 4, height: 30}
      card:
        parts:
          - stack:
              axis: vertical
              spacing: 4
              alignment: fill
              margins: {top: 10, left: 16, bottom: 6, right: 16}
              parts:
                - label: "{text}"
                  font: {weight: semibold, size: 15}
                  color: label
                  lines: 0
                  lineBreakMode: wordWrap
                  alignment: left
                  lineSpacing: 2
                - stack:
                    axis: horizontal
                    alignment: center
                    parts:
                      - image: {landscape: {hue: "{hue}", width: 120, height: 120}, scale: 2}
                        size: {width: 60, height: 60}
                      - label: "{detail}"
    rowHeight: automatic
    estimatedRowHeight: 0
    sections:
      - generate: {count: 30, cell: row, height: 60, lists: {color: ["#FFCC00", systemGray]}}
      - generate: {count: 1, cell: card, text: A card, detail: with a detail, lists: {hue: [3]}}
      - generate: {count: 4, cell: card, text: "Card {i}", lists: {hue: [0, 1, 2, 3, 4, 5]}}
    """##

    /// The waterfall layout's scene (WaterfallSceneGoldenTests).
    public static let waterfall = #"""
    {
      "viewport": {"width": 390, "height": 600, "scale": 2},
      "backgroundColor": "secondarySystemBackground",
      "contentInset": {"top": 4, "bottom": 4},
      "layout": {"type": "waterfall", "columns": 2},
      "cells": {
        "card": {
          "backgroundColor": "clear",
          "parts": [
            {"shape": "rectangle", "frame": {"top": 4, "left": 4, "bottom": 4, "right": 4}, "cornerRadius": 12, "color": "{color}"},
            {"text": "{i}", "font": {"weight": "semibold", "size": 34}, "color": "white", "baseline": 48, "alignment": "center"}
          ]
        }
      },
      "sections": [
        {"generate": {"count": 40, "cell": "card", "heights": [180, 120, 240, 150, 100, 210],
                      "lists": {"color": ["systemRed", "systemOrange", "systemGreen", "systemBlue", "systemIndigo", "systemPurple"]}}}
      ]
    }
    """#

    /// A settings screen on an iPhone 15 with its bars (ScreenChromeTests).
    public static let settingsChrome = #"""
    {"device": "iphone-15", "style": "insetGrouped", "statusBar": true,
     "navigationBar": {"title": "Settings", "largeTitle": true, "trailing": "Edit"},
     "searchBar": {"placeholder": "Search"},
     "tabBar": {"items": [{"title": "Home", "icon": "circle"}, {"title": "Profile", "icon": "person"},
                          {"title": "Settings", "icon": "square"}, {"title": "Zebra"}], "selected": 2},
     "sections": [
       {"rows": [{"text": "Airplane Mode"}, {"text": "Wi-Fi", "style": "value1", "detail": "Home", "accessory": "disclosureIndicator"},
                 {"text": "Bluetooth", "style": "value1", "detail": "On", "accessory": "disclosureIndicator"}]},
       {"rows": [{"text": "Notifications", "accessory": "disclosureIndicator"}, {"text": "Sounds & Haptics", "accessory": "disclosureIndicator"},
                 {"text": "Focus", "accessory": "disclosureIndicator"}, {"text": "Screen Time", "accessory": "disclosureIndicator"}]},
       {"generate": {"count": 12, "text": "General {n}", "accessory": "disclosureIndicator"}}]}
    """#
    /// Fonts for the standard cells' labels and the section titles (SceneFontsTests).
    public static let fonts = #"""
    {"style": "insetGrouped", "viewport": {"height": 420}, "rowHeight": "automatic",
     "fonts": {"text": {"weight": "semibold", "size": 15}, "detail": {"family": "DejaVu Sans", "size": 13},
               "header": {"family": "dejavu sans", "size": 15}, "footer": {"size": 11}},
     "sections": [
       {"header": {"text": "Fonts from the file"}, "footer": {"text": "An 11 pt footer."},
        "rows": [{"text": "Semibold 15", "detail": "DejaVu Sans 13"}, {"text": "Value 1", "style": "value1", "detail": "Detail"}]}]}
    """#

    /// A settings screen in the inset grouped style (InsetGroupedSceneTests).
    public static let insetGroupedSettings = #"""
    {"style": "insetGrouped", "viewport": {"height": 600},
     "sections": [
       {"header": {"text": "Network"}, "footer": {"text": "Wi-Fi and Bluetooth stay on in Airplane Mode."},
        "rows": [{"text": "Wi-Fi", "style": "value1", "detail": "Home", "accessory": "disclosureIndicator", "image": "icon@2x.png"},
                 {"text": "Bluetooth", "style": "value1", "detail": "On", "accessory": "disclosureIndicator"},
                 {"text": "Personal Hotspot", "accessory": "checkmark"}]},
       {"header": {"text": "One row"}, "rows": [{"text": "Selected, four corners", "accessory": "detailButton", "selected": true}]},
       {"footer": {"text": "A section without a header, and a footer long enough to wrap over two lines on a phone."},
        "rows": [{"text": "Subtitle", "detail": "A detail line"}, {"text": "Last row: no separator under it"}]}]}
    """#
}
