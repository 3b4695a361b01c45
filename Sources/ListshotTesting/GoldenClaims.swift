import ListshotLock

/// Which assertion uses which golden in this process: two assertions at different places
/// that would read and write the same file are refused, naming both, rather than
/// overwriting each other's goldens. The same assertion may check its golden again (a
/// retried test, a loop).
enum GoldenClaims {
    private static let claims = Lock<[String: CallSite]>([:])

    /// Claims `path` for `site`; returns the other assertion's place when it has it.
    static func claim(_ path: String, for site: CallSite) -> CallSite? {
        claims.withLock { claims in
            if let owner = claims[path], owner != site { return owner }
            claims[path] = site
            return nil
        }
    }
}
