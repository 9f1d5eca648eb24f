#if os(Linux)
import AnimSimCore
import AnimSimViews

/// SwiftUI's `App`: a file with `@main struct MyApp: App { var body: some Scene {
/// WindowGroup { ContentView() } } }` runs the content of its first `WindowGroup`, as the app
/// would show it. animsim compiles the files with an entry of its own (SwiftFileEntry), so it
/// rewrites the user's `@main` to spaces (columns kept) and calls `_animsimScene` instead.
@MainActor @preconcurrency
public protocol App {
    associatedtype Body: Scene
    @SceneBuilder var body: Body { get }
    init()
}

extension App {
    /// The content of the first `WindowGroup` of a new instance's `body`, hosted as a core
    /// scene (proposed the canvas and centred, as `ViewHost` hosts any view), or nil when the
    /// body has no `WindowGroup`. The view is hosted as its own type, not as `AnyView`, so its
    /// trace names are those of the same view run by name.
    public static func _animsimScene() -> AnimSimCore.Scene? {
        guard let content = windowContent(of: Self().body) else { return nil }
        return hostedScene(content)
    }
}

/// `view` hosted as its dynamic type (the existential opened), so that identity paths do not
/// start with an `AnyView`'s type step.
@MainActor
func hostedScene(_ view: any View, title: String? = nil) -> AnimSimCore.Scene {
    func host<V: View>(_ view: V) -> AnimSimCore.Scene {
        ViewHost(view, title: title ?? "\(V.self)").scene()
    }
    return host(view)
}
#endif
