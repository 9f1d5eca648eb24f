import AnimSimCore

/// One resolution of the whole tree: the graph holding `@State` storage, and what the pass
/// finds along the way (controls, accessibility identifiers, identities seen).
public final class ResolveSession {
    let graph: ViewGraph?
    /// Controls in tree order, as a script names them (label text, or `#N`).
    private(set) var controls: [ControlEntry] = []
    /// Whether any view of the pass has an `accessibilityIdentifier` (`IdentifierMark`), so
    /// the host looks for them only then.
    private(set) var hasIdentifiers = false
    /// Every path whose composite view ran its body in this pass.
    private(set) var visited: Set<String> = []

    /// `onAppear` and `onDisappear` actions by identity.
    private(set) var appearances = AppearanceActions()

    /// The update's transaction disables `.animation(_:value:)` (note T7).
    let disablesAnimations: Bool

    /// The update's animation, which a `.transaction { }` starts from.
    let animation: Animation?

    /// Frames a session without a graph reads its readers' and canvases' sizes from: the
    /// host's layout when the content was made (`TimeContent`), so content made again for
    /// another instant is drawn at the size the host gave it.
    private let frozenGeometry: [String: CGRect]

    /// The frames this session reads geometry from, for content made later in a session of its own.
    var knownGeometry: [String: CGRect] { graph?.geometry ?? frozenGeometry }

    init(graph: ViewGraph?, disablesAnimations: Bool = false, animation: Animation? = nil,
         geometry: [String: CGRect] = [:]) {
        self.graph = graph
        frozenGeometry = geometry
        self.disablesAnimations = disablesAnimations
        self.animation = animation
    }

    /// `onChange` actions of the pass, in tree order: queued actions, run after the update
    /// outside any transaction (notes U1, O3).
    private(set) var changeActions: [() -> Void] = []

    func queueChangeAction(_ action: @escaping () -> Void) { changeActions.append(action) }

    private var slotCounts: [String: Int] = [:]

    /// A key for the `kind`th modifier of its kind at `path` in this pass (`path|kind`, then
    /// `path|kind2`, …): modifiers in one chain share the view's path, and each must compare
    /// with its own value from the last update. The order is the chain's, the same in every
    /// update of the same tree.
    func slot(_ kind: String, at path: String) -> String {
        let key = path + "|" + kind
        let count = (slotCounts[key] ?? 0) + 1
        slotCounts[key] = count
        return count == 1 ? key : key + String(count)
    }

    func registerAppearance(at path: String, appear: (() -> Void)?, disappear: (() -> Void)?) {
        appearances.add(at: path, appear: appear, disappear: disappear)
    }

    func install<V: View>(_ view: V, at path: String, environment: EnvironmentValues) {
        visited.insert(path)
        // The environment first: an `@EnvironmentObject` is observed once it has its object.
        for child in Mirror(reflecting: view).children {
            (child.value as? any _EnvironmentProperty)?._install(environment)
        }
        graph?.install(view, at: path)
    }

    func evaluatingBody<B>(_ body: () -> B) -> B {
        guard let graph else { return body() }
        return graph.updating(body)
    }

    /// The animations of `.animation(_:value:)` subtrees whose value changed in this pass;
    /// their nodes carry the index (`ImplicitAnimationMark`).
    private(set) var overrides: [Animation?] = []

    func override(with animation: Animation?) -> Int {
        overrides.append(animation)
        return overrides.count - 1
    }

    /// `.tag` values, indexed by the nodes' `TagMark`.
    private(set) var tags: [AnyHashable] = []

    func addTag(_ tag: AnyHashable) -> Int {
        tags.append(tag)
        return tags.count - 1
    }

    /// Every `GeometryReader` resolved in this pass, by id, with the frame it was built with.
    private(set) var readers: [String: CGRect] = [:]

    /// The frame the host laid `path`'s reader out at last (zero before the first layout).
    func geometry(of path: String) -> CGRect {
        let frame = graph?.geometry[path] ?? frozenGeometry[path] ?? .zero
        readers[path] = frame
        return frame
    }

    func register(_ control: ControlEntry) { controls.append(control) }

    /// Gestures in the order their modifiers were resolved (innermost first).
    private(set) var gestures: [GestureEntry] = []

    func register(_ gesture: GestureEntry) { gestures.append(gesture) }

    /// The `.contentShape`s of the pass by node id; of two on one view the outer one, resolved
    /// last, replaces the inner one's region, as it replaces everything inside it.
    private(set) var contentShapes: [String: ContentShape] = [:]

    func register(_ shape: ContentShape) { contentShapes[shape.node] = shape }

    /// Preference values in the order met (`.preference`), for the readers above them.
    private(set) var preferences: [PreferenceEntry] = []
    /// Every `onPreferenceChange` of the pass, in tree order.
    private(set) var deliveries: [PreferenceDelivery] = []

    /// Drops what the content set for `key` since `start` and sets `value` for the view.
    func replacePreferences<K: PreferenceKey>(_ key: K.Type, from start: Int, with value: K.Value) {
        let id = ObjectIdentifier(key)
        preferences = Array(preferences[..<start]) + preferences[start...].filter { $0.key != id }
        preferences.append(PreferenceEntry(key: id, value: value))
    }

    func deliver(_ delivery: PreferenceDelivery) { deliveries.append(delivery) }

    /// Every `.task` of the pass, in tree order.
    private(set) var tasks: [ViewTask] = []

    func registerTask(_ task: ViewTask) { tasks.append(task) }

    func noteIdentifier() { hasIdentifiers = true }

    /// Where each custom `Layout` used as a view was written, by node id: what a hosting
    /// probe blames (`HostingProbe`).
    private(set) var layoutSites: [String: SourceSite] = [:]

    func recordLayoutSite(_ site: SourceSite, at path: String) { layoutSites[path] = site }
}
