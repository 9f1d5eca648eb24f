import Foundation

/// A shape's box drawing its outline: read through the type's `OutlineReader`, found once
/// when boxed, so no cast runs per frame.
extension LayoutBox {
    var drawsOutline: Bool { outlineReader != nil }

    func outline(in size: CGSize) -> Path? {
        guard let outlineReader else { return nil }
        return withUnsafePointer(to: layout) { outlineReader.outline(UnsafeRawPointer($0), size) }
    }

    var outlinePaint: ShapePaint? {
        guard let outlineReader else { return nil }
        return withUnsafePointer(to: layout) { outlineReader.paint(UnsafeRawPointer($0)) }
    }

    func drawnOutline(in size: CGSize) -> (path: Path, paint: ShapePaint)? {
        guard let outlineReader else { return nil }
        return withUnsafePointer(to: layout) { (outlineReader.outline(UnsafeRawPointer($0), size), outlineReader.paint(UnsafeRawPointer($0))) }
    }

    /// The same type, and the same bytes: the same value, whose outline is a function of it.
    func drawsSameOutline(as other: any ErasedLayout) -> Bool {
        guard let outlineReader, outlineReader.shareable else { return false }
        return withUnsafeBytes(of: layout) { mine in
            other.withOutlineBytes { reader, theirs in
                reader === outlineReader && mine.count == theirs.count
                    && (mine.count == 0 || memcmp(mine.baseAddress!, theirs.baseAddress!, mine.count) == 0)
            } ?? false
        }
    }

    func withOutlineBytes<R>(_ body: (OutlineReader, UnsafeRawBufferPointer) -> R) -> R? {
        guard let outlineReader else { return nil }
        return withUnsafeBytes(of: layout) { body(outlineReader, $0) }
    }
}
