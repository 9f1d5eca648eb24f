import Foundation

/// What boxing a layout needs to know of its type: whether it is a modifier
/// (`ModifierLayout`, and then how to read its `primaryChild`) and whether it sets no guide
/// of its own (`GuidesFromChildren`). Found in the runtime once per type, then kept.
///
/// Asked per box, each answer was a conformance search in the runtime, and
/// `as? any ModifierLayout` a copy of the layout into an existential besides: about three
/// thousand instructions a box, where a view update boxes a layout for every `frame` or
/// `padding` of every view (a third of a use's resolution on the bench's 1,000 views, callgrind).
/// The answers depend on the type alone; `primaryChild` itself is read from each layout.
struct LayoutTraits: @unchecked Sendable {
    /// Reads `primaryChild` from a layout of this type; nil for a layout that is no modifier.
    let primaryChild: ((UnsafeRawPointer) -> Int)?
    let guidesFromChildrenOnly: Bool
    /// A layout of the user's (not one of AnimSim's modules'): its calls are watched
    /// (`UserCodeWatch`), so a Swift file's watchdog stops one that never returns and never
    /// mistakes AnimSim's own long work (a stack of 200,000 views) for it.
    var isUserCode = false
    /// Reads a shape's outline and paint, for a layout that draws one (`OutlineDrawing`).
    var outlineReader: OutlineReader?
    static let ownModules = ["AnimSimCore.", "AnimSimViews.", "AnimSimSwiftUI.", "AnimSimScene.", "AnimSimCombine."]

    /// Layouts are boxed on any thread (a scene's body runs on the evaluator's), so the
    /// table has a lock.
    private static let lock = NSLock()
    nonisolated(unsafe) private static var known: [ObjectIdentifier: LayoutTraits] = [:]
    nonisolated(unsafe) private static var userTypes: [ObjectIdentifier: Bool] = [:]

    /// Whether `type` (a user's `Shape`, say) is the user's, found once per type and kept:
    /// asked per view as each is resolved, its name would be written out for every shape of
    /// every update.
    static func isUserCode(_ type: Any.Type) -> Bool {
        let key = ObjectIdentifier(type)
        lock.lock()
        defer { lock.unlock() }
        if let answer = userTypes[key] { return answer }
        let answer = isOutsideOwnModules(type)
        userTypes[key] = answer
        return answer
    }

    private static func isOutsideOwnModules(_ type: Any.Type) -> Bool {
        let name = String(reflecting: type)
        return !ownModules.contains { name.hasPrefix($0) }
    }

    static func of<L: Layout>(_ type: L.Type) -> LayoutTraits {
        let key = ObjectIdentifier(type)
        lock.lock()
        defer { lock.unlock() }
        if let traits = known[key] { return traits }
        var traits = LayoutTraits(primaryChild: (type as? any ModifierLayout.Type)?.primaryChildReader,
                                  guidesFromChildrenOnly: type is any GuidesFromChildren.Type)
        traits.isUserCode = isOutsideOwnModules(type)
        traits.outlineReader = (type as? any OutlineDrawing.Type)?.outlineReader
        known[key] = traits
        return traits
    }

    /// `layout`'s primary child, for a modifier.
    func primaryChild<L: Layout>(of layout: L) -> Int? {
        guard let primaryChild else { return nil }
        return withUnsafePointer(to: layout) { primaryChild(UnsafeRawPointer($0)) }
    }
}

extension ModifierLayout {
    /// `primaryChild` read from a value of this type, given where it is: `LayoutTraits` keeps
    /// one per type, so a box reads it without a cast.
    static var primaryChildReader: (UnsafeRawPointer) -> Int {
        { $0.assumingMemoryBound(to: Self.self).pointee.primaryChild }
    }
}

/// A shape layout's outline and paint read from a value of its type, given where it is:
/// `LayoutTraits` makes one per type, so a box asks for its outline without a cast (a cast
/// to a conditional conformance cost about as much as a polygon's `path(in:)`, twice per
/// shape and frame).
final class OutlineReader: Sendable {
    let outline: @Sendable (UnsafeRawPointer, CGSize) -> Path
    let paint: @Sendable (UnsafeRawPointer) -> ShapePaint
    /// Whether two values of the type with the same bytes draw the same outline at the same
    /// size, so one drawn outline can serve both (`LayoutBox.drawsSameOutline`): true for a
    /// type made of AnimSim's own shapes only (`ShapeLayout<RegularPolygon>`), whose
    /// `path(in:)` is a function of its data; false as soon as a user's type is in it, whose
    /// `path(in:)` runs for every view at every frame, as in SwiftUI.
    let shareable: Bool

    init(outline: @escaping @Sendable (UnsafeRawPointer, CGSize) -> Path, paint: @escaping @Sendable (UnsafeRawPointer) -> ShapePaint,
         shareable: Bool) {
        (self.outline, self.paint, self.shareable) = (outline, paint, shareable)
    }

    /// Whether every type named in `type`'s name (its generic arguments too) is AnimSim's or
    /// the standard library's.
    static func isOwnThroughout(_ type: Any.Type) -> Bool {
        let names = String(reflecting: type).split(whereSeparator: { "<>, ()[]:?".contains($0) })
        return names.allSatisfy { name in (LayoutTraits.ownModules + ["Swift."]).contains { name.hasPrefix($0) } }
    }
}

extension OutlineDrawing {
    static var outlineReader: OutlineReader {
        OutlineReader(outline: { $0.assumingMemoryBound(to: Self.self).pointee.outline(in: $1) },
                      paint: { $0.assumingMemoryBound(to: Self.self).pointee.paint },
                      shareable: OutlineReader.isOwnThroughout(Self.self))
    }
}
