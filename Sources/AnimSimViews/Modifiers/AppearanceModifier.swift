import AnimSimCore

/// `onAppear` and `onDisappear` (notes O1–O3). An action belongs to the view's identity:
/// `onAppear` runs after the update that first shows the identity (or shows it again after
/// it left), before the frame at that instant; `onDisappear` after the update that removes
/// it. Both run outside any transaction, so their writes snap unless wrapped in
/// `withAnimation`. AnimSim runs `onDisappear` right after the removing update, not when the
/// removal transition ends (O2): the host does not follow the core's transitions.
public struct _AppearanceModifier: _PrimitiveModifier {
    let appear: (() -> Void)?
    let disappear: (() -> Void)?

    public func _resolve<Content: View>(_ content: Content, in context: _ResolveContext) -> [ViewNode] {
        context.session.registerAppearance(at: context.path, appear: appear, disappear: disappear)
        return resolve(content, in: context)
    }
}

extension View {
    /// The call's place (defaulted, so SwiftUI code compiles unchanged) is a `Task { }`'s
    /// that the action starts (`PlacedAction`).
    public func onAppear(file: String = #filePath, line: Int = #line, column: Int = #column,
                         perform action: (() -> Void)? = nil) -> ModifiedContent<Self, _AppearanceModifier> {
        let site = SourceSite(file: file, line: line, column: column)
        return modifier(_AppearanceModifier(appear: action.map { PlacedAction.at(site, $0) }, disappear: nil))
    }

    public func onDisappear(perform action: (() -> Void)? = nil) -> ModifiedContent<Self, _AppearanceModifier> {
        modifier(_AppearanceModifier(appear: nil, disappear: action))
    }
}

/// The appearance actions of one pass, keyed by identity (a view may carry several).
struct AppearanceActions {
    private(set) var appear: [(key: String, action: () -> Void)] = []
    private(set) var disappear: [String: () -> Void] = [:]
    private var counts: [String: Int] = [:]

    mutating func add(at path: String, appear: (() -> Void)?, disappear: (() -> Void)?) {
        let n = counts[path, default: 0]
        counts[path] = n + 1
        let key = path + "|" + String(n)
        if let appear { self.appear.append((key, appear)) }
        if let disappear { self.disappear[key] = disappear }
    }

    var keys: Set<String> { Set(appear.map(\.key)).union(disappear.keys) }
}
