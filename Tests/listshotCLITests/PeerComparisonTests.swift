import Testing

@testable import listshot

/// `listshot bench --compare-peers`' arithmetic and lines (``PeerComparison``) with made-up
/// timings, and where it looks for the peers and what it says when they are missing
/// (``PeerScripts``). The command itself is in BenchComparePeersTests.
@Suite struct PeerComparisonTests {
    static func run(_ milliseconds: Int, files: Int = 60, bytes: Int) -> PeerComparison.Run {
        PeerComparison.Run(duration: .milliseconds(milliseconds), files: files, bytes: bytes)
    }

    @Test func theOrderRotatesSoThatEachGoesFirstInTurn() {
        #expect((0..<4).map { PeerComparison.order(round: $0, contestants: 3) } == [[0, 1, 2], [1, 2, 0], [2, 0, 1], [0, 1, 2]])
    }

    @Test func aRoundsLineNamesTheContestantsInTheOrderTheyRan() {
        let line = PeerComparison.roundLine(1, [("Pillow", .milliseconds(2447)), ("Skia", .microseconds(2_305_400)), ("listshot", .milliseconds(152))])
        #expect(line == "round 2: Pillow 2.447 s, Skia 2.305 s, listshot 0.152 s")
    }

    @Test func theTableHoldsTheMediansTheirRatiosToListshotAndTheBytesToPillows() {
        var comparison = PeerComparison(names: ["listshot", "Pillow", "Skia"], bytesReference: "Pillow")
        // Medians: listshot 150 ms (of 150, 400, 140), Pillow 2,400 ms, Skia 2,100 ms.
        for (contestant, times) in [[150, 400, 140], [2_400, 2_500, 2_300], [2_100, 2_000, 3_000]].enumerated() {
            let bytes = [9_532_553, 8_501_203, 9_534_147][contestant]
            for time in times { comparison.record(Self.run(time, bytes: bytes), contestant: contestant) }
        }
        #expect(comparison.table() == [
            "median of 3      seconds   × listshot   files          bytes   ÷ Pillow's",
            "listshot           0.150         1.00      60      9,532,553        1.121",
            "Pillow             2.400        16.00      60      8,501,203        1.000",
            "Skia               2.100        14.00      60      9,534,147        1.122",
            "Pillow 2.40 s, 16.0x listshot; Skia 2.10 s, 14.0x listshot; listshot's bytes 1.121x Pillow's",
        ])
    }

    @Test func aRatioWithNothingToDivideByIsADash() {
        var comparison = PeerComparison(names: ["listshot", "Pillow", "Skia"], bytesReference: "Pillow")
        comparison.record(Self.run(0, files: 0, bytes: 0), contestant: 0)
        comparison.record(Self.run(2_000, files: 1, bytes: 0), contestant: 1)
        #expect(comparison.table() == [
            "median of 1      seconds   × listshot   files          bytes   ÷ Pillow's",
            "listshot           0.000            -       0              0            -",
            "Pillow             2.000            -       1              0            -",
            "Skia                   -            -       -              -            -",
            "Pillow 2.00 s, -x listshot; Skia 0.00 s, -x listshot; listshot's bytes -x Pillow's",
        ])
    }

    @Test func thePeersFolderIsTheFlagsElseTheVariablesElseBesideThePackage() {
        let flag = PeerScripts.locate(option: "/p", environment: ["LISTSHOT_PEERS": "/e"], packageRoot: "/work/listshot")
        #expect(flag.folder == "/p" && flag.namedBy == "--peers")
        let variable = PeerScripts.locate(option: nil, environment: ["LISTSHOT_PEERS": "/e"], packageRoot: "/work/listshot")
        #expect(variable.folder == "/e" && variable.namedBy == "$LISTSHOT_PEERS")
        let beside = PeerScripts.locate(option: nil, environment: ["LISTSHOT_PEERS": ""], packageRoot: "/work/listshot")
        #expect(beside.folder == "/work/listshot/../shared/peers")
        #expect(beside.namedBy == "the default, ../shared/peers beside the package's folder")
    }

    @Test func aFolderWithoutSomeScriptsNamesThem() {
        let scripts = PeerScripts(folder: "/p", namedBy: "--peers")
        #expect(scripts.missingScripts { $0 == "/p/pillow_render.py" } == ["skia_render.py", "scene.py"])
        #expect(scripts.missingScripts { _ in true } == [])
        #expect(scripts.missingMessage(["skia_render.py", "scene.py"]) == "cannot compare with the peers: no skia_render.py, scene.py in /p (--peers). "
            + "The peers (pillow_render.py, skia_render.py and scene.py) live in a development folder outside the repository, "
            + "../shared/peers beside the package's folder; give its path with --peers FOLDER or LISTSHOT_PEERS=FOLDER")
    }
}
