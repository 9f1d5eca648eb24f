#if os(Linux)
import AnimSimViews

/// SwiftUI's `WindowGroup`: the scene whose content a Swift file's program shows when the
/// files declare an `@main` `App` (docs/swift.md, "Which view runs"). Its title and id
/// are kept for SwiftUI's initialisers to compile; there is one window, the program's.
public struct WindowGroup<Content: View>: Scene, PrimitiveScene {
    public let title: String?
    public let id: String?
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.init(title: nil, id: nil, content: content())
    }

    public init(_ title: String, @ViewBuilder content: () -> Content) {
        self.init(title: title, id: nil, content: content())
    }

    public init(id: String, @ViewBuilder content: () -> Content) {
        self.init(title: nil, id: id, content: content())
    }

    public init(_ title: String, id: String, @ViewBuilder content: () -> Content) {
        self.init(title: title, id: id, content: content())
    }

    init(title: String?, id: String?, content: Content) {
        self.title = title
        self.id = id
        self.content = content
    }

    public var body: Never { fatalError("WindowGroup has no body") }

    var windowContent: (any View)? { content }
}

/// SwiftUI's `Settings` (a macOS app's preferences window): it compiles, and is never the
/// window a program shows.
public struct Settings<Content: View>: Scene, PrimitiveScene {
    let content: Content

    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    public var body: Never { fatalError("Settings has no body") }

    var windowContent: (any View)? { nil }
}
#endif
