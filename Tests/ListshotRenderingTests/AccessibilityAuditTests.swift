import ListshotGeometry
import ListshotRaster
import ListshotRendering
import ListshotScenes
import ListshotText
import ListshotViews
import Testing

/// `AccessibilityAudit`: each rule on a scene made to break it (and one made to pass it), and
/// what is left out: views off screen, under the bars, and the status bar.
@Suite struct AccessibilityAuditTests {
    /// The audit's report of `yaml`'s scene at `offset`, drawn at `textSize`.
    static func audit(_ yaml: String, textSize: String? = nil, offset: Double? = nil, rules: Set<AccessibilityAudit.Rule> = Set(AccessibilityAudit.Rule.allCases)) throws -> AccessibilityReport {
        let description = try SceneFile.parse(Array(yaml.utf8), name: "audit.yaml", overrides: SceneOverrides(textSize: textSize))
        let scene = description.makeScene(viewport: description.viewport)
        let frame = try SceneRenderer.render(scene, offset: offset, viewport: description.viewport)
        return AccessibilityAudit(textSize: AccessibilityAudit.textSize(of: scene), rules: rules).audit(scene, frame: frame, viewport: description.viewport)
    }

    static let contrast = """
        viewport: {width: 320, height: 200, scale: 2}
        backgroundColor: "#FFFFFF"
        rowHeight: 200
        cells:
          c:
            backgroundColor: clear
            parts:
              - {label: "Grey 777", color: "#777777", font: {size: 17}, frame: {left: 16, top: 0, width: 140, height: 24}}
              - {label: "Grey 767676", color: "#767676", font: {size: 17}, frame: {left: 160, top: 0, width: 140, height: 24}}
              - {label: "Large 949494", color: "#949494", font: {size: 18}, frame: {left: 16, top: 30, width: 140, height: 24}}
              - {label: "Small 949494", color: "#949494", font: {size: 17.5}, frame: {left: 160, top: 30, width: 140, height: 24}}
              - {label: "Semibold 18", color: "#949494", font: {size: 18, weight: semibold}, frame: {left: 16, top: 60, width: 140, height: 24}}
              - {label: "Semibold 14", color: "#949494", font: {size: 14, weight: semibold}, frame: {left: 160, top: 60, width: 140, height: 24}}
              - {label: "Black at 25%", color: "#00000040", font: {size: 17}, frame: {left: 16, top: 90, width: 140, height: 24}}
              - {shape: rectangle, color: "#007AFF", frame: {left: 160, top: 90, width: 140, height: 60}}
              - {label: "White on blue", color: white, font: {size: 17}, frame: {left: 168, top: 100, width: 120, height: 24}}
        sections:
          - rows: [{cell: c}]
        """

    /// #777777 on white is 4.48:1, just under 4.5 (#767676 is 4.54:1); #949494 is 3.03:1,
    /// enough for 18 pt but not for 17.5 pt, nor for 14 pt semibold (bold is weight 700). A
    /// translucent colour is measured as blended; the background is read from the pixels.
    @Test func contrastIsMeasuredAgainstThePixelsUnderTheTextWithWCAGsLimits() throws {
        let report = try Self.audit(Self.contrast)
        #expect(report.description == """
            row 0.0 label "Grey 777" x 16 y 1.71 w 72.32 h 20.57: contrast 4.47:1 < 4.5:1, #777777 on #FFFFFF (WCAG 1.4.3)
            row 0.0 label "Small 949494" x 160 y 31.41 w 115.91 h 21.18: contrast 3.03:1 < 4.5:1, #949494 on #FFFFFF (WCAG 1.4.3)
            row 0.0 label "Semibold 14" x 160 y 63.53 w 82.94 h 16.94: contrast 3.03:1 < 4.5:1, #949494 on #FFFFFF (WCAG 1.4.3)
            row 0.0 label "Black at 25%" x 16 y 91.71 w 103.18 h 20.57: contrast 1.83:1 < 4.5:1, #BFBFBF on #FFFFFF (WCAG 1.4.3)
            row 0.0 label "White on blue" x 168 y 101.71 w 110.21 h 20.57: contrast 4.01:1 < 4.5:1, #FFFFFF on #007AFF (WCAG 1.4.3)
            5 findings in 8 views
            """)
        #expect(report.findings.map(\.rule) == Array(repeating: .contrast, count: 5))
    }

    static let touch = """
        viewport: {width: 320, height: 300, scale: 2}
        sections:
          - rows:
              - {text: Info, accessory: detailButton}
              - {text: More info, accessory: detailDisclosureButton}
              - {text: Next, accessory: disclosureIndicator}
              - {text: Chosen, accessory: checkmark}
              - {text: Wi-Fi, accessory: switch, isOn: true}
        """

    /// The detail buttons and the switch are controls smaller than 44 × 44; the chevron and
    /// the checkmark are not controls (the row is tapped).
    @Test func touchTargetsAreTheControlsFramesAndNotTheChevronOrTheCheckmark() throws {
        #expect(try Self.audit(Self.touch).description == """
            row 0.0 accessory detailButton x 282 y 11 w 22 h 22: touch target 22 × 22 pt < 44 × 44 pt (WCAG 2.5.5)
            row 0.1 accessory detailDisclosureButton x 262 y 55 w 42 h 22: touch target 42 × 22 pt < 44 × 44 pt (WCAG 2.5.5)
            row 0.4 switch "on" x 253 y 182.5 w 51 h 31: touch target 51 × 31 pt < 44 × 44 pt (WCAG 2.5.5)
            3 findings in 10 views
            """)
        #expect(try Self.audit(Self.touch, rules: [.contrast, .truncation, .overlap]).description == "no findings in 10 views")
    }

    static let truncation = """
        viewport: {width: 320, height: 400, scale: 2}
        rowHeight: automatic
        cells:
          c:
            parts:
              - {label: "{text}", font: {style: body}, lines: 1, frame: {left: 16, right: 16, top: 8, height: 24}}
        sections:
          - rows:
              - {cell: c, text: "A title too long to fit on one line"}
              - {cell: c, text: "Fits"}
        """

    /// At AX3 the one-line label ends in "…", and, centred in a frame too short for it, runs
    /// into the next row's label; at XXXL (no accessibility size) the text fits and nothing is found.
    @Test func truncationCountsAtTheAccessibilitySizesAndOverlapsAcrossRows() throws {
        #expect(try Self.audit(Self.truncation, textSize: "AX3").description == """
            row 0.0 label "A title too lon…" x 16 y 22.85 w 284.26 h 48.41: truncated at AX3 (WCAG 1.4.4)
            row 0.0 label "A title too lon…" x 16 y 22.85 w 284.26 h 48.41: overlaps row 0.1 label "Fits" x 16 y 66.85 w 68.01 h 48.41 by 68.01 × 4.41 pt
            2 findings in 2 views
            """)
        #expect(try Self.audit(Self.truncation, textSize: "XXXL").description == "no findings in 2 views")
    }

    @Test func truncationIsNotReportedBelowTheAccessibilitySizes() throws {
        let yaml = Self.truncation.replacingOccurrences(of: "A title too long to fit on one line", with: "A title too long to fit on one line, even at the large size")
        let report = try Self.audit(yaml)
        #expect(report.description == "no findings in 2 views")
    }

    static let overlap = """
        viewport: {width: 320, height: 200, scale: 2}
        rowHeight: 50
        cells:
          c:
            parts:
              - {label: Title, font: {size: 17}, frame: {left: 16, top: 4, width: 100, height: 24}}
              - {label: Subtitle, font: {size: 17}, frame: {left: 40, top: 14, width: 100, height: 24}}
              - {label: Meets, font: {size: 17}, frame: {left: 200, top: 4, width: 100, height: 21}}
              - {label: Below, font: {size: 17}, frame: {left: 200, top: 24, width: 100, height: 21}}
        sections:
          - rows: [{cell: c}]
        """

    /// Two labels drawn over each other are found; two whose line boxes share 0.57 pt are not.
    @Test func labelsOverlapBeyondAPoint() throws {
        #expect(try Self.audit(Self.overlap).description == """
            row 0.0 label "Title" x 16 y 5.71 w 35.26 h 20.57: overlaps row 0.0 label "Subtitle" x 40 y 15.71 w 61.79 h 20.57 by 11.26 × 10.57 pt
            1 finding in 4 views
            """)
    }

    static let bars = """
        viewport: {width: 320, height: 400, scale: 2}
        statusBar: true
        navigationBar: {title: Audited}
        rowHeight: 44
        sections:
          - generate: {count: 40, text: "Row {i}", detail: "grey", style: value1}
        """

    /// Rows under the navigation bar and past the screen's bottom are not audited, nor is the
    /// status bar; the navigation bar's title is.
    @Test func onlyWhatTheFrameShowsIsAudited() throws {
        let report = try Self.audit(Self.bars, offset: 200, rules: [.contrast])
        let owners = Set(report.findings.map { $0.view.owner.description })
        #expect(report.findings.allSatisfy { $0.view.view.text == "grey" })
        // The bars end at y 91 (a 47 pt status bar, a 44 pt navigation bar): rows 6 (its label
        // 5 pt below the bar) to 13 (cut by the screen's bottom) show; 4 and 5, faint under
        // the translucent bar, do not count.
        #expect(owners == Set((6...13).map { "row 0.\($0)" }), "\(report)")
    }
}
