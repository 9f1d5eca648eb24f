import Foundation

/// One view after layout: where it is, what it draws, and what it carries for debugging.
public struct PlacedView: Equatable, Sendable {
    public enum Content: Equatable, Sendable {
        case shape(ShapeKind)
        case color(Color)
        case text(String)
        case spacer
        case container(layout: LayoutName)
    }

    public let id: String
    /// Index of the parent in `LayoutResult.views`, nil for the root.
    public let parent: Int?
    public let depth: Int
    public let frame: CGRect
    public let content: Content
    public let style: ViewStyle
    /// Paths the view's layout drew (tree connections), in pane coordinates.
    public let paths: [Path]
    /// The showSizes overlay's answers, in the order requested.
    public let measuredSizes: [MeasuredSize]

    public struct MeasuredSize: Equatable, Sendable {
        public let request: SizeRequest
        public let size: CGSize
    }
}

/// Every view of a tree after one layout pass, parents before children (paint order).
public struct LayoutResult: Sendable {
    public let views: [PlacedView]
    /// What two-way bindings were written during the pass, for the next frame.
    public let writeBacks: WriteBacks
    /// Layout calls the pass made (sizes measured and placements), as `LayoutBudget` counts.
    public internal(set) var layoutCalls = 0
    private let index: ViewIndex

    init(views: [PlacedView], writeBacks: WriteBacks) {
        self.views = views
        self.writeBacks = writeBacks
        index = ViewIndex()
    }

    /// The first view with this id. The index is built on first use: evaluating a frame
    /// never looks views up by id, and hashing every id of a large scene is not free.
    public subscript(id: String) -> PlacedView? { index.position(of: id, in: views).map { views[$0] } }

    public func frame(_ id: String) -> CGRect? { self[id]?.frame }
}

/// The values two-way bindings hold between frames, keyed by view id and key name.
public struct WriteBacks: Equatable, Sendable {
    public var values: [String: WriteBackValue]
    public init(_ values: [String: WriteBackValue] = [:]) { self.values = values }
}

/// A layout's type, named only when someone asks: formatting a type name costs more than
/// laying out a small view, and most passes never print one.
public struct LayoutName: Equatable, Sendable, CustomStringConvertible {
    let type: any Layout.Type
    public var description: String { String(describing: type) }
    public static func == (lhs: Self, rhs: Self) -> Bool { ObjectIdentifier(lhs.type) == ObjectIdentifier(rhs.type) }
}

/// A lazily built id → position table, shared by copies of one result.
private final class ViewIndex: @unchecked Sendable {
    private let lock = NSLock()
    private var table: [String: Int]?

    func position(of id: String, in views: [PlacedView]) -> Int? {
        lock.lock()
        defer { lock.unlock() }
        if table == nil {
            var built: [String: Int] = [:]
            built.reserveCapacity(views.count)
            for (offset, view) in views.enumerated() where built[view.id] == nil { built[view.id] = offset }
            table = built
        }
        return table?[id]
    }
}
