import AnimSimCore

/// Where a view is being resolved: its identity (`path`, see `IdentityPath`), the
/// environment it inherits, and the session collecting what the pass produces.
public struct _ResolveContext {
    /// The structural identity of the view being resolved; see `IdentityPath`.
    public internal(set) var path: String
    var environment: EnvironmentValues
    /// The axis of the stack the view sits in (a `Divider` draws across it).
    var stackAxis: Axis?
    /// Set for a `Picker`'s options: a `ForEach` there tags each view with its id, as
    /// SwiftUI's does ("ForEach automatically applies a tag to each enumerated view using
    /// the id parameter"), unless the view has a `.tag` of its own.
    var tagsForEach = false
    /// The id of the nearest `ScrollView` around the view (its node's), which a
    /// `.scrollTransition` measures its phase against; nil outside any.
    var scrollViewPath: String?
    /// That scroll view's axis (the vertical one when it scrolls both ways).
    var scrollAxis: Axis?
    /// The transaction a `.transaction { }`, `.animation(_:)` or `.animation(_:value:)` above
    /// made for this subtree; nil: the update's (`ResolveSession`). See `_TransactionModifier`.
    var transactionOverride: Transaction?
    let session: ResolveSession

    init(path: String, environment: EnvironmentValues, session: ResolveSession) {
        self.path = path
        self.environment = environment
        self.session = session
    }

    /// The context of a child one identity step further down.
    func appending(_ step: String) -> _ResolveContext {
        var copy = self
        copy.path = IdentityPath.appending(step, to: path)
        return copy
    }

    func with(_ change: (inout _ResolveContext) -> Void) -> _ResolveContext {
        var copy = self
        change(&copy)
        return copy
    }
}
