import ArgumentParser

/// `listshot bench`'s flags for timing listshot against its peers as whole processes.
struct PeerOptions: ParsableArguments {
    static let defaultRounds = 3
    static let defaultPython = "python3"

    @Flag(help: ArgumentHelp(
        "Time the contacts job as whole processes: this listshot, then Pillow and Skia (the peer scripts).",
        discussion: "Prints each round, each one's median time and its ratio to listshot's, and the files and bytes each wrote."))
    var comparePeers = false

    @Option(help: ArgumentHelp(
        "The folder of the peer scripts.",
        discussion: "Default: LISTSHOT_PEERS, else ../shared/peers beside the package's folder.", valueName: "folder"))
    var peers: String?

    @Option(help: ArgumentHelp(
        "The Python that runs the peers, with pillow and skia-python.",
        discussion: "Default: python3.", valueName: "path"))
    var python: String?

    @Option(help: ArgumentHelp(
        "How many times each contestant runs; the medians are compared.",
        discussion: "Default: 3.", valueName: "count"))
    var rounds: Int?

    func validate() throws {
        if !comparePeers {
            for (flag, given) in [("--peers", peers != nil), ("--python", python != nil), ("--rounds", rounds != nil)] where given {
                throw ValidationError("\(flag) applies only with --compare-peers")
            }
        }
        if let rounds, rounds < 1 { throw ValidationError("--rounds must be at least 1, got \(rounds)") }
    }
}
