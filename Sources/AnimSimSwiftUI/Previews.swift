#if os(Linux)
import AnimSimCore
import AnimSimViews

/// What Xcode's `#Preview("Name", traits: …) { … }` becomes in a user's file. AnimSim has no
/// macro plugin (building one means building swift-syntax): animsim rewrites each preview,
/// before compiling, into a global of this type, keeping every line and column of the user's
/// text (SwiftFilePreviews in AnimSimCommands):
///
///     #Preview("Dark") {                 @MainActor let _animsimPreview_0_1 = _AnimSimPreview(
///         ContentView()           →               "Dark") {
///     }                                      ContentView()
///                                        }
///
/// The closure is a `@ViewBuilder`, as the macro's is, so it may hold declarations, several
/// views, or statements ending in `return`.
public struct _AnimSimPreview {
    /// The preview's name, `nil` for `#Preview { … }`.
    public let name: String?
    /// Accepted as Xcode's are, and not applied: a preview runs on the command's canvas.
    public let traits: [PreviewTrait<_PreviewViewTraits>]
    let body: @MainActor () -> any View

    public init(_ name: String? = nil, traits: PreviewTrait<_PreviewViewTraits>...,
                @ViewBuilder body: @escaping @MainActor () -> any View) {
        self.name = name
        self.traits = traits
        self.body = body
    }

    /// The preview's view, to be hosted as its own type, titled with the preview's name.
    @MainActor public func _animsimView() -> HostedView {
        HostedView(opening: body(), title: name)
    }
}

/// The type parameter of `#Preview`'s traits, as `Preview.ViewTraits` is in SwiftUI.
public enum _PreviewViewTraits {}

/// SwiftUI's preview traits (`.sizeThatFitsLayout`, `.landscapeLeft`, …): they compile, and a
/// preview runs on the command's canvas (`--canvas`) whatever they say.
public struct PreviewTrait<T>: Sendable {
    let description: String
}

extension PreviewTrait where T == _PreviewViewTraits {
    public static var defaultLayout: Self { Self(description: "defaultLayout") }
    public static var sizeThatFitsLayout: Self { Self(description: "sizeThatFitsLayout") }
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> Self { Self(description: "fixedLayout(\(width), \(height))") }
    public static var portrait: Self { Self(description: "portrait") }
    public static var portraitUpsideDown: Self { Self(description: "portraitUpsideDown") }
    public static var landscapeLeft: Self { Self(description: "landscapeLeft") }
    public static var landscapeRight: Self { Self(description: "landscapeRight") }
}

/// SwiftUI's `PreviewProvider`, the form before `#Preview`: a type whose `previews` a file
/// runs when it is the only preview (docs/swift.md, "Which view runs").
@MainActor @preconcurrency
public protocol PreviewProvider {
    associatedtype Previews: View
    @ViewBuilder static var previews: Previews { get }
}

extension PreviewProvider {
    /// The previews, to be hosted as their own type.
    public static func _animsimView() -> HostedView { HostedView(opening: previews) }
}

/// The modifiers previews use, accepted so that such a file compiles unchanged; none changes
/// what the program shows.
extension View {
    public func previewDisplayName(_ name: String?) -> Self { self }
    public func previewLayout(_ layout: PreviewLayout) -> Self { self }
    public func previewDevice(_ device: PreviewDevice?) -> Self { self }
    public func previewInterfaceOrientation(_ orientation: InterfaceOrientation) -> Self { self }
}

/// `previewLayout(_:)`'s argument.
public enum PreviewLayout: Sendable {
    case device
    case sizeThatFits
    case fixed(width: CGFloat, height: CGFloat)
}

/// `previewDevice(_:)`'s argument: `PreviewDevice(rawValue: "iPhone 15")` or a string literal.
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { self.rawValue = value }
}

/// `previewInterfaceOrientation(_:)`'s argument.
public struct InterfaceOrientation: Sendable, Equatable {
    let name: String
    public static let portrait = InterfaceOrientation(name: "portrait")
    public static let portraitUpsideDown = InterfaceOrientation(name: "portraitUpsideDown")
    public static let landscapeLeft = InterfaceOrientation(name: "landscapeLeft")
    public static let landscapeRight = InterfaceOrientation(name: "landscapeRight")
}
#endif
