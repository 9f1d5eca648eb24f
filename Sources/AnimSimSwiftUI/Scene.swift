#if os(Linux)
import AnimSimCore
import AnimSimViews

/// SwiftUI's `Scene`: what an `App`'s `body` is made of. AnimSim has no windows to manage; a
/// Swift file's program shows one root view, the content of the app's first `WindowGroup`
/// (`App._animsimRootView`), so a scene here is only a description to find that view in.
///
/// It is a protocol, as SwiftUI's is, and it is this module's own: the core's `Scene` (a
/// timeline of transactions) is not exported by `import SwiftUI`, so `var body: some Scene`
/// and a user's own `struct Scene` both mean what they mean on a Mac.
@MainActor @preconcurrency
public protocol Scene {
    associatedtype Body: Scene
    @SceneBuilder var body: Body { get }
}

extension Never: Scene {}

/// Scenes that hold views or other scenes themselves (`WindowGroup`, `Settings`, a builder's
/// block), searched for the root view instead of through a `body`, which they do not have.
@MainActor
protocol PrimitiveScene {
    /// The content of the first window among them, or nil when there is none.
    var windowContent: (any View)? { get }
}

/// The content of the first window `scene` describes, depth first.
@MainActor
func windowContent<S: Scene>(of scene: S) -> (any View)? {
    if let primitive = scene as? any PrimitiveScene { return primitive.windowContent }
    if S.Body.self == Never.self { return nil }
    return windowContent(of: scene.body)
}

/// SwiftUI's `SceneBuilder`: an `App`'s `body` of one scene, or several (`WindowGroup { … }`
/// then `Settings { … }`), each kept in order.
@resultBuilder @MainActor
public enum SceneBuilder {
    public static func buildExpression<S: Scene>(_ scene: S) -> S { scene }
    public static func buildBlock<S: Scene>(_ scene: S) -> S { scene }
    public static func buildBlock<each S: Scene>(_ scenes: repeat each S) -> _TupleScene<repeat each S> {
        _TupleScene(repeat each scenes)
    }
}

/// Several scenes in one builder block, in the order written.
public struct _TupleScene<each S: Scene>: Scene, PrimitiveScene {
    let scenes: (repeat each S)

    init(_ scenes: repeat each S) { self.scenes = (repeat each scenes) }

    public var body: Never { fatalError("_TupleScene has no body") }

    var windowContent: (any View)? {
        for scene in repeat each scenes {
            if let content = AnimSimSwiftUI.windowContent(of: scene) { return content }
        }
        return nil
    }
}
#endif
