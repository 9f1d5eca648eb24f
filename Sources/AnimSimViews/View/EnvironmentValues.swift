import AnimSimCore

/// The values a view inherits from its ancestors (SwiftUI's `EnvironmentValues`): those
/// the resolved nodes need. Set with `.foregroundStyle`, `.foregroundColor`, `.font`.
public struct EnvironmentValues {
    /// Shapes and text without their own fill draw in this colour (SwiftUI's `.primary`,
    /// black on the light background `ViewHost` gives its scenes).
    public var foregroundColor: Color?
    public var font: Font?
    /// A gradient `foregroundStyle`: shapes and text without their own fill draw in it.
    var foregroundGradient: GradientPaint?
    public var horizontalSizeClass: UserInterfaceSizeClass?
    public var verticalSizeClass: UserInterfaceSizeClass? = .regular
    /// `ViewHost` draws on a white background: the light appearance.
    public var colorScheme: ColorScheme = .light
    /// `.pickerStyle(.segmented)` is in effect.
    var segmentedPickers = false
    /// `.environmentObject(_:)`'s objects, by type.
    var objects: [ObjectIdentifier: AnyObject] = [:]
    /// What the containers around an animation pass down (`SurroundingsEnvironment`).
    var surroundings = SurroundingsEnvironment()
    /// `.contentTransition(_:)`: how the texts below change their string in an animated
    /// transaction. The docs state no default; AnimSim's is SwiftUI's observed cross-fade.
    public var contentTransition: ContentTransition = .opacity
    /// `.buttonStyle`, `.toggleStyle`, `.tint`, `.imageScale` (`ControlStyles`).
    var controlStyles = ControlStyles()
    /// The host's text measurer (its engine's): what a `TextRenderer`'s `Text.Layout` places
    /// glyphs with, carried here so per-frame bodies, which resolve without the host, have it.
    var textMeasurer: (any TextMeasurer)?
    /// `.textRenderer(_:)`: the texts below draw through it (`TextRendering`).
    var textRenderer: AnyTextRenderer?
    /// `.coordinateSpace(name:)`s around the view: each name's view, by node id, which a
    /// `GeometryReader` below measures `frame(in: .named(name))` from.
    var coordinateSpaces: [AnyHashable: String] = [:]

    public init() {}

    /// The colour a shape or text without its own fill draws in.
    /// `.primary`: black on the light appearance, white on the dark one.
    var resolvedForeground: Color { foregroundColor ?? (colorScheme == .dark ? .white : .black) }
}
