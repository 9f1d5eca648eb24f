import AnimSimCore

/// What the containers published files wrap around an animation pass down to the views in
/// them, and what those views report back up: SwiftUI's preferences for the window's colour
/// scheme, a navigation bar's title and toolbar, a tab's label. Reported into sinks (reference
/// boxes) that the container resolving them created, since a container resolves its content
/// before it draws its own chrome.
struct SurroundingsEnvironment {
    /// The host's sink for the window's preferences (`ViewHost.resolveTree`).
    var window: WindowSink?
    /// The innermost navigation container's sink (`NavigationStack`).
    var navigation: NavigationSink?
    /// Resolving a `List`'s or a `Form`'s rows: a `Section` there is a card of rows.
    var inList = false
    /// `.listStyle(_:)` for the lists below.
    var listStyle: ListStyleKind = .insetGrouped
    /// Inside a tab bar: a `Label` puts its icon above its title.
    var stacksLabelsVertically = false
    /// `.fontWeight(_:)`, `.bold()`: the weight of the text below (`Text`).
    var fontWeight: Font.Weight?
    /// `.italic()` on a view: the text below is italic.
    var isItalic = false
    /// `.multilineTextAlignment(_:)`: how a wrapped text below aligns its lines.
    var multilineTextAlignment = TextAlignment.leading
    /// `.lineLimit(_:)` and `.minimumScaleFactor(_:)`: how a text below fits its proposal.
    var textFit = TextFit()
    /// `.textCase(_:)`: the texts below are drawn in upper or lower case.
    var textCase: Text.Case?
    /// `.contentMargins(_:_:for:)`: how far the next scroll view below insets its content.
    var scrollContentMargins = EdgeInsets()
}

/// The window's preferences, as SwiftUI reduces them: the first `.preferredColorScheme` in
/// tree order that is not nil.
final class WindowSink {
    var preferredColorScheme: ColorScheme?
    var statusBarHidden = false
}

/// A navigation container's title, display mode and toolbar, from the views inside it (the
/// first title met in tree order, as the outermost view of a navigation stack's root sets it).
@MainActor
final class NavigationSink {
    var title: String?
    var displayMode: NavigationBarItem.TitleDisplayMode = .automatic
    var toolbar: [ToolbarItemBox] = []
    var isHidden = false
}

/// One toolbar item's view and where it goes.
struct ToolbarItemBox {
    var placement: ToolbarItemPlacement
    var view: any View
}

extension ViewHost {
    /// iOS's `systemBackground` in the window's scheme: white, or black when dark.
    public var canvasBackground: Color { UIColor.systemBackground.resolved(for: colorScheme) }
}
