import AnimSimSDL

/// What `play`'s rebuild loop rebuilds and restarts on: a package's executable built again
/// with `swift build` (`PackageBuild`), or a Swift file's program compiled again
/// (`SwiftFileRebuild`). The window runs either plan the same way; only the build and the
/// executable the restart runs differ.
protocol RebuildSource: AnyObject, Sendable {
    /// The plan the window runs: what to watch, how to build, how to stop a build.
    var plan: PackageRebuild { get }
    /// What the window's messages call it: "spiral", "ContentView.swift".
    var product: String { get }
    /// The executable the restart runs, once a build succeeded.
    var restartExecutable: String { get }
}

extension PackageBuild: RebuildSource {
    var product: String { package.product }
    /// A package's build replaces its executable in place.
    var restartExecutable: String { package.executable }
}
