import ArgumentParser
import ListshotRendering

/// `--jobs n`, shared by `render` and `docs`: how many frames or images are made at once.
struct JobsOptions: ParsableArguments {
    // .unconditional: `--jobs -2` is read as the value -2 and refused by validate(), not
    // taken for a flag and reported as a missing value.
    @Option(parsing: .unconditional, help: ArgumentHelp(
        "How many frames or images to make at once, at least 1.",
        discussion: "Default: the number of cores (\(FramePipeline.defaultJobs) here).", valueName: "n"))
    var jobs: Int?

    func validate() throws {
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1, got \(jobs)") }
    }

    /// The number given, else the number of cores.
    var count: Int { jobs ?? FramePipeline.defaultJobs }
}
