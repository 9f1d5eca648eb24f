import AnimSimCore

/// SwiftUI's `Picker`: its options are its content's views, each standing for its `.tag`.
/// Segmented (`.pickerStyle(.segmented)`): as wide as proposed, 32 pt tall (UISegmentedControl
/// since iOS 13; unsourced for SwiftUI, note C4), equal segments, the selected one on a white
/// rounded rectangle. Otherwise iOS's menu style: the selected option's label in the accent
/// colour. Named by its label's text; a use takes the next option, or the option whose
/// label text is `value:`, and writes it through the selection binding; below `.disabled(true)`
/// it writes nothing and dims (`DisabledControl`).
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: _PrimitiveView {
    let selection: Binding<SelectionValue>
    let content: Content
    let label: Label

    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.content = content()
        self.label = label()
    }

    public static var segmentedHeight: CGFloat { 32 }

    public func _resolve(in context: _ResolveContext) -> [ViewNode] {
        let name = resolve(label, in: context.appending("label")).map(\.labelText).joined(separator: " ")
        let optionContext = DisabledControl.labelContext(context.appending("option").with { $0.tagsForEach = true })
        let options = resolve(content, in: optionContext).compactMap { node -> (node: ViewNode, tag: AnyHashable)? in
            guard let mark = node.layoutValues[TagMark.self], context.session.tags.indices.contains(mark) else { return nil }
            return (node, context.session.tags[mark])
        }
        let current = AnyHashable(selection.wrappedValue)
        let selected = options.firstIndex { $0.tag == current }
        let binding = selection, enabled = context.environment.isEnabled
        let segmented = context.environment.segmentedPickers
        let texts = options.map(\.node.labelText)
        let cells = segmented ? options.enumerated().map { $1.node.id ?? "\(context.path)/\($0)" } : nil
        let nodes = segmented ? [context.path] : selected.flatMap { options[$0].node.id }.map { [$0] } ?? []
        context.session.register(ControlEntry(name: name, kind: .picker, nodes: nodes, detail: .picker(options: texts, cells: cells)) { value in
            guard !options.isEmpty else { return }
            let index: Int
            switch value {
            case nil: index = ((selected ?? -1) + 1) % options.count
            case .text(let text)?:
                guard let found = options.firstIndex(where: { $0.node.labelText == text }) else {
                    throw ControlUseError(message: "picker '\(name)' has no option '\(text)'; its options are: "
                        + options.map { "'\($0.node.labelText)'" }.joined(separator: ", "))
                }
                index = found
            default: throw ControlUseError(message: "picker '\(name)' takes an option's text")
            }
            if enabled, let value = options[index].tag.base as? SelectionValue { binding.wrappedValue = value }
        })
        guard context.environment.segmentedPickers else {
            guard let selected else { return [] }
            var node = options[selected].node
            // Disabled, the label keeps the disabled grey its context gave it.
            if enabled {
                node.modifyInnermost { if $0.style.fill == context.environment.resolvedForeground { $0.style.fill = .accentColor } }
            }
            return [node]
        }
        let control = Self.segmented(options.map(\.node), selected: selected, id: context.path)
        return [enabled ? control : control.opacity(DisabledControl.partOpacity)]
    }

    /// Equal flexible cells in a capsule-ish track; the selected cell on a white plate.
    static func segmented(_ options: [ViewNode], selected: Int?, id: String) -> ViewNode {
        let cells = options.enumerated().map { index, option -> ViewNode in
            let cellID = option.id ?? "\(id)/\(index)"
            var inner = option
            inner.id = cellID + "/label"
            var cell = ViewNode(.layout(AnyLayout(FlexibleFrameLayout(maxWidth: .infinity, maxHeight: .infinity))),
                                children: [inner], id: cellID)
            if index == selected {
                var plate = ViewNode(.shape(.roundedRectangle(cornerRadius: 7)), id: cellID + "/plate~")
                plate.style.fill = .white
                let padded = ViewNode(.layout(AnyLayout(PaddingLayout(insets: EdgeInsets(all: 2)))), children: [plate],
                                      id: cellID + "/plate")
                cell = ViewNode(.layout(AnyLayout(SecondaryLayout(alignment: .center, primaryChild: 1))),
                                children: [padded, cell], id: cellID + "/selected")
            }
            return cell
        }
        var track = ViewNode(.shape(.roundedRectangle(cornerRadius: 8)), id: id + "/track")
        track.style.fill = Color(hex: 0xEEEEEF)
        let row = ViewNode(.layout(AnyLayout(HStackLayout(spacing: 0))), children: cells, id: id + "/row")
        let framed = ViewNode(.layout(AnyLayout(FrameLayout(height: segmentedHeight))),
                              children: [ViewNode(.layout(AnyLayout(SecondaryLayout(alignment: .center, primaryChild: 1))),
                                                  children: [track, row], id: id + "/segments")], id: id)
        return framed
    }
}

extension Picker where Label == Text {
    public init(_ title: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(title) }
    }
}
