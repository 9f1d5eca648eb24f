#if os(Linux)
import AnimSimCore
import AnimSimViews

/// SwiftUI's `App`: a file with `@main struct MyApp: App { var body: some Scene {
/// WindowGroup { ContentView() } } }` runs the content of its first `WindowGroup`, as the app
/// would show it. animsim compiles the files with an entry of its own (SwiftFileEntry), so it
/// rewrites the user's `@main` to spaces (columns kept) and calls `_animsimView` instead.
@MainActor @preconcurrency
public protocol App {
    associatedtype Body: Scene
    @SceneBuilder var body: Body { get }
    init()
}

extension App {
    /// The content of the first `WindowGroup` of a new instance's `body`, to be hosted (on
    /// the command's canvas, centred, as `ViewHost` hosts any view), or nil when the body has
    /// no `WindowGroup`. The view is hosted as its own type, not as `AnyView`, so its trace
    /// names are those of the same view run by name.
    public static func _animsimView() -> HostedView? {
        guard let content = windowContent(of: Self().body) else { return nil }
        return HostedView(opening: content)
    }
}
#endif
