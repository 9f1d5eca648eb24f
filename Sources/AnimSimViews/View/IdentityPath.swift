import Foundation

/// The syntax of a view's structural identity, which is also the core `ViewNode` id of the
/// node the view makes, so the evaluator matches views across snapshots exactly as SwiftUI
/// matches identities (note I1): same path, same view; a new path is an insertion, a
/// vanished one a removal (with its transition).
///
/// A path is the root's `root` followed by `/`-separated steps:
/// - `N`: the N-th statement (from 0) of a `@ViewBuilder` block of two or more (I2); a
///   single statement adds no step, neither does a custom view's `body`, a `Group` or an
///   `if` without `else` (I4: its view is inserted and removed at the same path);
/// - `then`, `else`: the branch of `if`/`else` taken (I3); `switch` and `else if` nest them
///   (`else/then`), every case distinct (I5);
/// - `[ID]`: a `ForEach` element by its id (I6), `[0]`, `[1]` … over a constant range;
/// - `@X`: an explicit `.id(X)` (I7);
/// - `<Type>`: an `AnyView`'s dynamic type (I8);
/// - `overlay`, `background`: the secondary view of those modifiers; a view's later ones in
///   one chain of modifiers, counted outward from the view, are `overlay2`, `overlay3`, …
///   (`background2`, …), so each is its own identity (`ViewNode.secondaryStep`);
/// - `content`: a container's (stack, layout) children live below this step, so a stack whose
///   single child is another stack does not share its id.
///
/// A modifier that wraps a view in a layout node (frame, padding, offset …) gives the new
/// outer node the view's path and renames the node inside with a `~` suffix (`root/0~`,
/// `root/0~~`): the whole view, as the user wrote it, keeps the name, its transition and its
/// id. Example: `VStack { Text("a").padding(); Circle() }` as the root makes
/// `root`, `root/content/0` (padding), `root/content/0~` (text), `root/content/1`.
public enum IdentityPath {
    public static let root = "root"

    static func appending(_ step: String, to path: String) -> String { path + "/" + step }

    /// An id as a step writes it, exactly as `"\(id)"` does: a `String` or an `Int` (the
    /// usual ids) without the interpolation's generic route, which looks the value's
    /// conformances up in the runtime, about a thousand instructions a view at every use.
    static func text<ID>(of id: ID) -> String {
        if ID.self == String.self { return unsafeBitCast(id, to: String.self) }
        if ID.self == Int.self { return String(unsafeBitCast(id, to: Int.self)) }
        return "\(id)"
    }

    /// The name of the node inside a modifier's new outer node.
    static func inner(_ id: String) -> String { id + "~" }
}
