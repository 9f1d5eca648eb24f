import AnimSimCore
import Foundation

/// SwiftUI's `Image`, without pictures: Linux has no SF Symbols and no asset catalogs, so
/// AnimSim cannot know what an image looks like, only how SwiftUI sizes it. Each image is a
/// placeholder of the size SwiftUI lays it out at, drawn as a dashed box labelled with the
/// image's name, and the first time a name is drawn in a process one line on standard error
/// says so (`ViewDiagnostics`), so a placeholder is never mistaken for the picture.
///
/// Sizing is SwiftUI's:
/// - an image is its intrinsic size whatever it is proposed, so `.frame(width: 100)` puts a
///   box around it and leaves it as it is, centred;
/// - `.resizable()` makes it take the proposal on each side (its intrinsic size when a side is
///   unspecified), so `.resizable().frame(width: 100, height: 60)` is 100 × 60.
///
/// The intrinsic sizes are AnimSim's, and approximate:
/// - `Image(systemName:)`: a symbol scales with the font, as SF Symbols do; AnimSim takes a
///   square 1.2 × the environment's font size (20.4 pt at `.body`, 17 pt), about a symbol of
///   medium width (real symbols differ in width). It is drawn in the foreground style, as a
///   symbol is (`.foregroundStyle(.red)` makes it red). `.imageScale` multiplies the side
///   by its factor (`Image.Scale`: 0.8, 1, 1.3).
/// - `Image(_:)`: an asset's size is the asset's, which AnimSim cannot read: 100 × 100 pt. An
///   asset draws its own colours, so the placeholder is grey unless `.renderingMode(.template)`
///   asks for the foreground style.
public struct Image: _PrimitiveView {
    enum Source: Hashable {
        case system(String)
        case asset(String)
    }

    let source: Source
    var isResizable = false
    var renderingMode: TemplateRenderingMode?

    public init(systemName: String) { source = .system(systemName) }

    public init(_ name: String, bundle: Bundle? = nil) { source = .asset(name) }

    public init(decorative name: String, bundle: Bundle? = nil) { source = .asset(name) }

    /// SwiftUI's `resizable(capInsets:resizingMode:)`: the image takes the size it is
    /// proposed. Cap insets and tiling change only the picture, which a placeholder has not.
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        var copy = self
        copy.isResizable = true
        return copy
    }

    public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image {
        var copy = self
        copy.renderingMode = renderingMode
        return copy
    }

    public enum ResizingMode: Hashable, Sendable { case tile, stretch }
    public enum TemplateRenderingMode: Hashable, Sendable { case template, original }

    /// The asset placeholder's side, in points.
    static let assetSide: CGFloat = 100
    /// A symbol's side per point of font size.
    static let symbolScale: CGFloat = 1.2
    static let assetGrey = Color(red: 0.56, green: 0.56, blue: 0.58)

    /// The size SwiftUI would lay the image out at, unresized.
    func intrinsicSize(in environment: EnvironmentValues) -> CGSize {
        switch source {
        case .system:
            let side = (environment.font?.size ?? Font.body.size) * Self.symbolScale * environment.controlStyles.imageScale.factor
            return CGSize(width: side, height: side)
        case .asset: return CGSize(width: Self.assetSide, height: Self.assetSide)
        }
    }

    var name: String {
        switch source {
        case .system(let name), .asset(let name): name
        }
    }

    public func _resolve(in context: _ResolveContext) -> [ViewNode] {
        let size = intrinsicSize(in: context.environment)
        Self.warnOnce(source, size: size)
        let tinted: Bool
        switch source {
        case .system: tinted = renderingMode != .original
        case .asset: tinted = renderingMode == .template
        }
        let colour = tinted ? context.environment.resolvedForeground : Self.assetGrey
        var box = ViewNode(.shape(.rectangle), id: IdentityPath.inner(context.path))
        box.style.fill = colour.opacity(0.12)
        box.style.stroke = AnimSimCore.StrokeStyle(color: colour, lineWidth: 1, dash: [3, 2])
        box.style.label = name
        box.style.labelColor = colour
        box.style.fontSize = min(11, max(6, size.height * 0.45))
        let frame: AnyLayout = isResizable
            ? AnyLayout(FlexibleFrameLayout(idealWidth: size.width, maxWidth: .infinity, idealHeight: size.height, maxHeight: .infinity))
            : AnyLayout(FrameLayout(width: size.width, height: size.height))
        return [ViewNode(.layout(frame), children: [box], id: context.path)]
    }

    /// Points as docs print them: 100, 20.4.
    private static func points(_ value: CGFloat) -> String { String(format: "%g", Double(value)) }

    /// One line per image name and process: the view is resolved after every update.
    private static func warnOnce(_ source: Source, size: CGSize) {
        let what: String
        switch source {
        case .system(let name): what = "Image(systemName: \"\(name)\"): Linux has no SF Symbols"
        case .asset(let name): what = "Image(\"\(name)\"): Linux has no asset catalog"
        }
        ViewDiagnostics.warnOnce(key: "image \(source)", what + "; drawn as a placeholder of "
            + "\(points(size.width))×\(points(size.height)) pt labelled with its name (docs/swift.md, \"Images\")")
    }
}
