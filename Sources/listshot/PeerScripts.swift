/// The peers of `listshot bench --compare-peers`: Python scripts that draw the contacts job
/// with Pillow and with Skia. They are not part of the repository: they live in a development
/// folder beside it (`../shared/peers`), and run with a Python that has both libraries.
struct PeerScripts {
    /// A peer: its name in the figures, its script, and the Python module it imports with the
    /// pip package that provides it.
    struct Peer {
        let name: String
        let script: String
        let module: String
        let package: String
    }

    static let peers = [
        Peer(name: "Pillow", script: "pillow_render.py", module: "PIL", package: "pillow"),
        Peer(name: "Skia", script: "skia_render.py", module: "skia", package: "skia-python"),
    ]
    /// The module both scripts import (the scene's numbers), beside them.
    static let sharedScript = "scene.py"
    /// The environment variable naming the folder when `--peers` does not.
    static let environmentVariable = "LISTSHOT_PEERS"
    /// Where the folder is looked for when neither names it, relative to the package's folder.
    static let besideThePackage = "../shared/peers"
    /// The commands that make a Python for the peers.
    static let setUp = [
        "python3 -m venv /tmp/peers && /tmp/peers/bin/pip install pillow skia-python",
        "listshot bench --compare-peers --python /tmp/peers/bin/python",
    ]

    /// The folder of the scripts.
    let folder: String
    /// Who named it: `--peers`, `$LISTSHOT_PEERS`, or the default beside the package.
    let namedBy: String

    /// The folder `--peers` names, else `LISTSHOT_PEERS` (when not empty), else
    /// `../shared/peers` beside `packageRoot`.
    static func locate(option: String?, environment: [String: String], packageRoot: String) -> PeerScripts {
        if let option { return PeerScripts(folder: option, namedBy: "--peers") }
        if let folder = environment[environmentVariable], !folder.isEmpty {
            return PeerScripts(folder: folder, namedBy: "$" + environmentVariable)
        }
        return PeerScripts(
            folder: OutputCheck.join(packageRoot, besideThePackage),
            namedBy: "the default, \(besideThePackage) beside the package's folder")
    }

    /// `script`'s path in the folder.
    func path(of script: String) -> String {
        OutputCheck.join(folder, script)
    }

    /// The scripts the folder lacks, in the order `peers` lists them, `scene.py` last.
    func missingScripts(fileExists: (String) -> Bool) -> [String] {
        (Self.peers.map(\.script) + [Self.sharedScript]).filter { !fileExists(path(of: $0)) }
    }

    /// What to say when the folder lacks `missing` (all of them when it does not exist).
    func missingMessage(_ missing: [String]) -> String {
        let what = missing.count == Self.peers.count + 1 ? "no peer scripts" : "no " + missing.joined(separator: ", ")
        return "cannot compare with the peers: \(what) in \(folder) (\(namedBy)). "
            + "The peers (\(Self.peers.map(\.script).joined(separator: ", ")) and \(Self.sharedScript)) live in a development "
            + "folder outside the repository, \(Self.besideThePackage) beside the package's folder; "
            + "give its path with --peers FOLDER or \(Self.environmentVariable)=FOLDER"
    }

    /// What to say when `python` cannot run the peers: `problem` says why
    /// ("cannot import PIL (pip package pillow)").
    static func pythonMessage(python: String, problem: String) -> String {
        "cannot compare with the peers: the Python \(python) (--python) \(problem). "
            + "The peers need a Python with \(peers.map(\.package).joined(separator: " and ")); make one and give it with --python:\n"
            + setUp.map { "  " + $0 }.joined(separator: "\n")
    }
}
