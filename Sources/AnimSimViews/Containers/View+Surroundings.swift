import AnimSimCore

/// The modifiers published files put around an animation: the window's colour scheme, the
/// navigation bar's title and toolbar, and what a canvas has no use for (safe areas, the
/// status bar, haptics), accepted so the file runs as written. docs/swift.md ("Around the
/// animation") says what each one looks like.
extension View {
    /// The window's colour scheme (SwiftUI's preference: the first non-nil one in the tree):
    /// the whole tree is resolved again under it, and the canvas is drawn in its background.
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> ModifiedContent<Self, _SurroundingsModifier> {
        modifier(_SurroundingsModifier { context in
            if let colorScheme, let window = context.environment.surroundings.window, window.preferredColorScheme == nil {
                window.preferredColorScheme = colorScheme
            }
        })
    }

    /// SwiftUI's `.environment(_:_:)` for the values a view can read (`\.colorScheme`, …).
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V)
        -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(_EnvironmentModifier { $0[keyPath: keyPath] = value })
    }

    /// SwiftUI's `.colorScheme(_:)` (deprecated, still common): the scheme of this subtree
    /// only, unlike the window's `.preferredColorScheme`: its system colours, `Color.primary`,
    /// asset colours and `@Environment(\.colorScheme)` are that scheme's (`_EnvironmentModifier`).
    public func colorScheme(_ colorScheme: ColorScheme) -> ModifiedContent<Self, _EnvironmentModifier> {
        environment(\.colorScheme, colorScheme)
    }

    public func navigationTitle<S: StringProtocol>(_ title: S) -> ModifiedContent<Self, _SurroundingsModifier> {
        navigationBar { sink in if sink.title == nil { sink.title = String(title) } }
    }

    public func navigationTitle(_ title: Text) -> ModifiedContent<Self, _SurroundingsModifier> {
        navigationTitle(title.string)
    }

    public func navigationBarTitle<S: StringProtocol>(_ title: S, displayMode: NavigationBarItem.TitleDisplayMode = .automatic)
        -> ModifiedContent<Self, _SurroundingsModifier> {
        navigationBar { sink in
            if sink.title == nil { sink.title = String(title); sink.displayMode = displayMode }
        }
    }

    public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode = .automatic)
        -> ModifiedContent<Self, _SurroundingsModifier> {
        navigationBarTitle(title.string, displayMode: displayMode)
    }

    public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode)
        -> ModifiedContent<Self, _SurroundingsModifier> {
        navigationBar { $0.displayMode = displayMode }
    }

    public func navigationBarHidden(_ hidden: Bool) -> ModifiedContent<Self, _SurroundingsModifier> {
        navigationBar { if hidden { $0.isHidden = true } }
    }

    /// `.toolbar(.hidden, for: .navigationBar)`: hides the bar; other bars are not drawn.
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> ModifiedContent<Self, _SurroundingsModifier> {
        navigationBar { sink in
            if visibility == .hidden, bars.isEmpty || bars.contains(.navigationBar) || bars.contains(.automatic) { sink.isHidden = true }
        }
    }

    public func toolbar<Items: View>(@ViewBuilder content: () -> Items) -> ModifiedContent<Self, _ToolbarModifier<Items>> {
        modifier(_ToolbarModifier(items: content()))
    }

    /// No back button is drawn (nothing is pushed), so there is none to hide.
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> Self { self }

    /// A canvas has no safe area: every view already reaches its edges.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> Self { self }

    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> Self { self }

    /// A canvas draws no status bar, so hiding it changes nothing.
    public func statusBarHidden(_ hidden: Bool = true) -> Self { self }

    public func statusBar(hidden: Bool) -> Self { self }

    /// Haptics do nothing on a canvas (see `UIImpactFeedbackGenerator`).
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> Self { self }

    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T,
                                              condition: @escaping (T, T) -> Bool) -> Self { self }

    /// The form whose closure picks the feedback from the old and new values (nil: none).
    public func sensoryFeedback<T: Equatable>(trigger: T, _ feedback: @escaping (T, T) -> SensoryFeedback?) -> Self { self }

    /// SwiftUI's `.bold()` and `.fontWeight(_:)` on any view: the text below takes the weight,
    /// measured and drawn in the bold face from semibold up (`Text`, `Font`).
    public func bold(_ isActive: Bool = true) -> ModifiedContent<Self, _EnvironmentModifier> {
        fontWeight(isActive ? .bold : nil)
    }

    public func fontWeight(_ weight: Font.Weight?) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(_EnvironmentModifier { $0.surroundings.fontWeight = weight })
    }

    /// SwiftUI's `.italic()` on any view: the text below is italic (drawn slanted).
    public func italic(_ isActive: Bool = true) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(_EnvironmentModifier { $0.surroundings.isItalic = isActive })
    }

    public func fontDesign(_ design: Font.Design?) -> Self { self }

    /// A row's background, separators and insets in a list: accepted, the list's own drawn.
    public func listRowBackground<V: View>(_ view: V?) -> Self { self }

    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> Self { self }

    public func listRowInsets(_ insets: EdgeInsets?) -> Self { self }

    public func scrollContentBackground(_ visibility: Visibility) -> Self { self }

    private func navigationBar(_ change: @escaping (NavigationSink) -> Void) -> ModifiedContent<Self, _SurroundingsModifier> {
        modifier(_SurroundingsModifier { context in
            if let sink = context.environment.surroundings.navigation { change(sink) }
        })
    }
}

/// Reports to a container's sink as the view is resolved, before its content (so the outer
/// of two titles, the one nearer the navigation stack, wins, as in SwiftUI).
public struct _SurroundingsModifier: _PrimitiveModifier {
    let report: (_ResolveContext) -> Void

    public func _resolve<Content: View>(_ content: Content, in context: _ResolveContext) -> [ViewNode] {
        report(context)
        return resolve(content, in: context)
    }
}

/// SwiftUI's `SafeAreaRegions`.
public struct SafeAreaRegions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let container = SafeAreaRegions(rawValue: 1)
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

/// SwiftUI's `VerticalEdge` (`.listRowSeparator(_:edges:)`).
public enum VerticalEdge: Int8, Hashable, Sendable {
    case top, bottom

    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let top = Set(rawValue: 1)
        public static let bottom = Set(rawValue: 2)
        public static let all: Set = [.top, .bottom]
    }
}

/// SwiftUI's `SensoryFeedback`: the haptic a `.sensoryFeedback` plays (none on a canvas).
public struct SensoryFeedback: Hashable, Sendable {
    let name: String

    public static let success = SensoryFeedback(name: "success")
    public static let warning = SensoryFeedback(name: "warning")
    public static let error = SensoryFeedback(name: "error")
    public static let selection = SensoryFeedback(name: "selection")
    public static let increase = SensoryFeedback(name: "increase")
    public static let decrease = SensoryFeedback(name: "decrease")
    public static let start = SensoryFeedback(name: "start")
    public static let stop = SensoryFeedback(name: "stop")
    public static let alignment = SensoryFeedback(name: "alignment")
    public static let levelChange = SensoryFeedback(name: "levelChange")
    public static let impact = SensoryFeedback(name: "impact")

    public enum Weight: Hashable, Sendable { case light, medium, heavy }
    public enum Flexibility: Hashable, Sendable { case rigid, solid, soft }

    public static func impact(weight: Weight = .medium, intensity: Double = 1) -> SensoryFeedback { .impact }
    public static func impact(flexibility: Flexibility, intensity: Double = 1) -> SensoryFeedback { .impact }
}
