import Foundation

/// The rebuild loop's plan: which package the running executable was built from, what to
/// watch in it and how to build it again. The CLI makes it (it finds the package and runs
/// `swift build` under its own signal handling); the window only watches, shows and restarts.
public struct PackageRebuild: Sendable {
    /// The executable's name, for the window: "rebuilding ring…".
    public var product: String
    /// The package's root folder: watched paths are reported relative to it.
    public var root: String
    /// What to watch, listed afresh whenever a watched folder changes (a file added, removed
    /// or renamed). Folders end with "/": a change of one relists, and rebuilds only if the
    /// set of files changed, so an editor's swap file next to a source rebuilds nothing.
    public var sources: @Sendable () -> [String]
    /// Builds the package, blocking until the build ends.
    public var build: @Sendable () -> BuildResult
    /// Stops a running build (the window closed while it ran): `build` then returns
    /// `.cancelled`, at once for any build asked for later.
    public var cancel: @Sendable () -> Void

    public init(product: String, root: String, sources: @escaping @Sendable () -> [String],
                build: @escaping @Sendable () -> BuildResult, cancel: @escaping @Sendable () -> Void) {
        self.product = product
        self.root = root
        self.sources = sources
        self.build = build
        self.cancel = cancel
    }
}

/// How one `swift build` ended.
public enum BuildResult: Equatable, Sendable {
    /// The executable was rebuilt (or was already current) in this many seconds.
    case built(seconds: Double)
    /// The compiler's first error, `file:line:column: error: message`, as the window shows it.
    case failed(String)
    /// Stopped by `cancel`.
    case cancelled
}
