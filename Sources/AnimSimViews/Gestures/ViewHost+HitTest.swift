import AnimSimCore

/// A script's touch lands where SwiftUI's would: at its `from:` point in the named view (its
/// centre by default), hit-tested on the laid-out views (`ViewHitTest`): what a view draws,
/// or its `.contentShape`. A touch there reaches the named view's gestures only when the
/// view hit at that point leads to one of them (it is the view, inside it, or drawn over it
/// inside the same gesture's view); a touch in a gap of a stack with a gesture, where
/// nothing is drawn and no content shape covers, reaches nothing on iOS, and the script says
/// so rather than performing a touch the device could not.
extension ViewHost {
    func hitTest(_ use: GestureUse, on index: Int, chain: [String], in list: DisplayList, named name: String) throws {
        let receivers = Set(gestures.flatMap(\.nodes)).intersection(chain)
        guard !receivers.isEmpty else { return }
        let item = list.items[index]
        let local = use.from.map { CGPoint(x: $0.first ?? 0, y: $0.count > 1 ? $0[1] : 0) }
            ?? CGPoint(x: item.frame.width / 2, y: item.frame.height / 2)
        let point = local.applying(item.transform)
        let hit = ViewHitTest.topmost(at: point, in: list, shapes: contentShapes)
        var current = hit
        while let at = current {
            if receivers.contains(list.items[at].id) { return }
            current = list.items[at].parent
        }
        let names = sceneTraceNames
        let place = "[\(TraceNumber.format(Double(local.x))), \(TraceNumber.format(Double(local.y)))]"
        let over = hit.map { " lands on '\(names[list.items[$0].id] ?? list.items[$0].id)', drawn over it" }
            ?? " lands where it draws nothing (a gap between its views, or an undrawn area)"
        throw ControlUseError(message: "the \(use.kind.rawValue) at \(place) in '\(name)'\(over), so none of its gestures "
            + "receives it, as on iOS; touch a drawn part of it (from: [x, y] in its own points), or give it "
            + ".contentShape(Rectangle()) so that its whole frame takes touches")
    }
}
