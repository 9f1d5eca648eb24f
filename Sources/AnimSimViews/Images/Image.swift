import AnimSimCore
import Foundation

/// SwiftUI's `Image`. `Image("Photo")` draws the app's picture: the file its bundle would
/// load (`AssetImages`: an asset catalog's image set, or a loose PNG beside the files), decoded
/// by the renderer (`ImageDecoders`), sized as SwiftUI sizes it:
/// - unresized, an image is its natural size (pixels over the file's scale, in points) whatever
///   it is proposed, so `.frame(width: 100)` puts a box around it and leaves it as it is;
/// - `.resizable()` takes the proposal on each side (its natural size where a side is
///   unspecified), so `.resizable().scaledToFit()` is the largest box of its aspect ratio
///   that fits, and `.scaledToFill()` the smallest that covers (clip it with `.clipped()`).
///
/// What cannot be drawn says so once, and SwiftUI's sizes still hold:
/// - a name no catalog or file has: nothing drawn, of size zero (its proposal when resizable),
///   as in SwiftUI, wherever the file came from (alone or in an app folder: a stand-in box
///   would move its neighbours, which SwiftUI does not); SwiftUI's `No image named 'X' found
///   in asset catalog for main bundle` is said once a name, placed at the `Image("X")` call,
///   with where AnimSim looked and what would be found (`ImageLoading`);
/// - a file the renderer cannot decode (a corrupt PNG, a JPEG, a vector PDF or SVG): a warning
///   placed at the file, and a placeholder of the asset size below;
/// - `Image(systemName:)`: Linux has no SF Symbols, so a symbol is a placeholder: a square
///   1.2 × the environment's font size (20.4 pt at `.body`), drawn in the foreground style;
///   `.imageScale` multiplies the side by its factor (`Image.Scale`: 0.8, 1, 1.3).
public struct Image: _PrimitiveView {
    enum Source: Hashable {
        case system(String)
        case asset(String)
    }

    /// A `var` so that a symbol's replacement can draw the old name with the same modifiers.
    var source: Source
    var isResizable = false
    var capInsets = EdgeInsets()
    var resizingMode = ResizingMode.stretch
    var renderingMode: TemplateRenderingMode?
    var interpolation = Interpolation.high
    /// `Image(decorative:)`: hidden from accessibility, drawn the same.
    var isDecorative = false
    /// Where the user wrote `Image("X")`, for the warning when the app has no such image.
    var site: SourceSite?

    public init(systemName: String) { source = .system(systemName) }

    /// SwiftUI's signature, plus the call site (defaulted, so SwiftUI code compiles unchanged).
    public init(_ name: String, bundle: Bundle? = nil, file: String = #filePath, line: Int = #line, column: Int = #column) {
        source = .asset(name)
        site = SourceSite(file: file, line: line, column: column)
    }

    public init(decorative name: String, bundle: Bundle? = nil, file: String = #filePath, line: Int = #line, column: Int = #column) {
        source = .asset(name)
        isDecorative = true
        site = SourceSite(file: file, line: line, column: column)
    }

    public enum ResizingMode: Hashable, Sendable { case tile, stretch }
    public enum TemplateRenderingMode: Hashable, Sendable { case template, original }
    /// SwiftUI's `Image.Interpolation`: `.none` keeps pixels square when scaled (pixel art).
    public enum Interpolation: Hashable, Sendable { case none, low, medium, high }

    /// A placeholder's side, in points, where the picture cannot be read.
    static let assetSide: CGFloat = 100
    /// A symbol's side per point of font size.
    static let symbolScale: CGFloat = 1.2
    static let assetGrey = Color(red: 0.56, green: 0.56, blue: 0.58)

    var name: String {
        switch source {
        case .system(let name), .asset(let name): name
        }
    }

    public func _resolve(in context: _ResolveContext) -> [ViewNode] {
        switch source {
        case .system:
            if case .symbolReplace(let style, let speed) = context.environment.contentTransition {
                return resolve(SymbolReplace(image: self, style: style, speed: speed), in: context)
            }
            let side = (context.environment.font?.size ?? Font.body.size) * Self.symbolScale
                * context.environment.controlStyles.imageScale.factor
            return placeholder(CGSize(width: side, height: side), in: context)
        case .asset(let name):
            switch ImageLoading.load(name, dark: context.environment.colorScheme == .dark, site: site) {
            case .missing:
                return [ViewNode(.layout(frame(for: .zero)), children: [], id: context.path)]
            case .placeholder:
                return placeholder(CGSize(width: Self.assetSide, height: Self.assetSide), in: context)
            case .drawn(var image):
                image.capInsets = capInsets
                image.tiles = resizingMode == .tile
                image.interpolation = DrawnImage.Interpolation(interpolation)
                image.tint = renderingMode == .template ? context.environment.resolvedForeground : nil
                var picture = ViewNode(.shape(.rectangle), id: IdentityPath.inner(context.path))
                picture.style.image = image
                return [ViewNode(.layout(frame(for: image.naturalSize)), children: [picture], id: context.path)]
            }
        }
    }

    /// Fixed at `size`, or, resizable, the proposal with `size` as the ideal.
    private func frame(for size: CGSize) -> AnyLayout {
        isResizable
            ? AnyLayout(FlexibleFrameLayout(idealWidth: size.width, maxWidth: .infinity, idealHeight: size.height, maxHeight: .infinity))
            : AnyLayout(FrameLayout(width: size.width, height: size.height))
    }

    /// A dashed box labelled with the image's name, so it is never mistaken for the picture;
    /// in the foreground style for a symbol or a template, grey otherwise (an asset draws its
    /// own colours).
    private func placeholder(_ size: CGSize, in context: _ResolveContext) -> [ViewNode] {
        if case .system = source { Self.warnSymbolOnce(name, size: size) }
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
        return [ViewNode(.layout(frame(for: size)), children: [box], id: context.path)]
    }

    /// One line per symbol name and process: the view is resolved after every update.
    private static func warnSymbolOnce(_ name: String, size: CGSize) {
        ViewDiagnostics.warnOnce(key: "image system \(name)", "Image(systemName: \"\(name)\"): Linux has no SF Symbols; drawn as a "
            + "placeholder of \(ImageLoading.points(size.width))×\(ImageLoading.points(size.height)) pt labelled with its name "
            + "(docs/swift.md, \"Images\")")
    }
}

extension DrawnImage.Interpolation {
    init(_ interpolation: Image.Interpolation) {
        switch interpolation {
        case .none: self = .none
        case .low: self = .low
        case .medium: self = .medium
        case .high: self = .high
        }
    }
}
