import Foundation
import AnimSimCore

/// Modifier keys: each reads its value the way SwiftUI's modifier of that name takes it.
extension ViewCompiler {
    static let frameKeys = ["width", "height", "alignment"]
    static let flexibleFrameKeys = ["minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight", "alignment"]

    func modifier(_ pair: YAMLPair, depth: Int) -> ModifierTemplate? {
        let key = pair.key.text
        let value = pair.value
        let what = "'\(key)'"
        switch key {
        case "frame": return frame(value)
        case "fixedSize":
            if let mapping = value.pairs {
                _ = context.mapping(value, "fixedSize", keys: ["horizontal", "vertical"])
                let axis = { (name: String) in mapping.first { $0.key.text == name }.flatMap { self.context.bool($0.value, "'\(name)' in fixedSize") } ?? false }
                return .fixedSize(horizontal: axis("horizontal"), vertical: axis("vertical"))
            }
            return context.bool(value, what).map { $0 ? .fixedSize(horizontal: true, vertical: true) : .fixedSize(horizontal: false, vertical: false) }
        case "padding":
            if value.pairs != nil {
                guard let mapping = context.mapping(value, "padding", keys: ["top", "leading", "bottom", "trailing", "horizontal", "vertical"]) else { return nil }
                func edge(_ name: String, _ axis: String) -> Quantity {
                    (mapping[name] ?? mapping[axis]).flatMap { context.number($0, "'\(name)' in padding") } ?? .constant(0)
                }
                return .padding(top: edge("top", "vertical"), leading: edge("leading", "horizontal"),
                                bottom: edge("bottom", "vertical"), trailing: edge("trailing", "horizontal"))
            }
            return context.number(value, "'padding' (a number or { top, leading, bottom, trailing })").map {
                .padding(top: $0, leading: $0, bottom: $0, trailing: $0)
            }
        case "background", "overlay":
            var viewValue = value
            var alignment = StateAlignment.constant(.center)
            if let pairs = value.pairs, pairs.contains(where: { $0.key.text == "view" }) {
                guard let mapping = context.mapping(value, what, keys: ["view", "alignment"]) else { return nil }
                viewValue = mapping["view"]!
                alignment = mapping["alignment"].flatMap { context.stateAlignment($0, "'alignment' in \(key)") } ?? .constant(.center)
            }
            guard let view = view(viewValue, depth: depth + 1, treeChild: false) else { return nil }
            return key == "background" ? .background(view.template, alignment: alignment) : .overlay(view.template, alignment: alignment)
        case "layoutPriority": return context.number(value, what).map { .layoutPriority($0) }
        case "offset": return offset(context.pickList(value))
        case "fill": return context.stateColor(value, what).map { .fill($0) }
        case "gradient": return gradient(value)
        case "stroke": return stroke(value)
        case "opacity": return context.number(value, what, range: .unit).map { .opacity($0) }
        case "label":
            if value.pairs != nil {
                guard let mapping = context.mapping(value, "label", keys: ["text", "color"]) else { return nil }
                guard let textValue = mapping["text"] else {
                    diagnostics.error(value, "label needs 'text'")
                    return nil
                }
                return shownText(textValue, "'text' in label").map {
                    .label($0, color: mapping["color"].flatMap { context.stateColor($0, "'color' in label") })
                }
            }
            return shownText(value, what).map { .label($0, color: nil) }
        case "caption":
            // A name under the view, so views side by side can be told apart: a small grey
            // text just below its bottom edge, an overlay, so it takes no room in the layout.
            return shownText(value, what).map { text in
                .overlay(ViewTemplate(content: .text(text), children: [],
                                      modifiers: [.font(size: .constant(12)), .fill(.constant(Color(hex: 0xA7AABA))),
                                                  .offset(x: .constant(0), y: .constant(18))], location: value.location),
                         alignment: .constant(.bottom))
            }
        case "font": return context.number(value, "'font' (a size in points)", range: .fontSize).map { .font(size: $0) }
        case "rotationEffect": return context.angle(value, what).map { .rotationEffect($0) }
        case "scaleEffect": return context.number(value, what, range: .nonNegative).map { .scaleEffect($0) }
        case "pointsToCenter", "scaledByRing":
            guard let on = context.bool(value, what) else { return nil }
            if !on { return nil }
            return key == "pointsToCenter" ? .pointsToCenter : .scaledByRing
        case "animation":
            return context.parsed(value, "an animation", AnimationCatalog.animation).map { .animation($0) }
        case "showSizes": return showSizes(value)
        case "transition":
            return context.parsed(value, "a transition", TransitionSyntax.parse).map { .transition($0) }
        case "trim": return trim(value)
        case "rotation3D", "skew", "projection", "blur", "hueRotation", "saturation", "brightness", "contrast", "grayscale",
             "colorMultiply", "shadow":
            return effect(key, value).map { .effect($0) }
        case "id":
            guard let name = context.string(value, what) else { return nil }
            guard !name.isEmpty else {
                diagnostics.error(value, "an id must not be empty")
                return nil
            }
            if name == "root" || name.hasPrefix("root/") {
                diagnostics.error(value, "the id '\(name)' is reserved: views without an id are named root, root/0, root/0/1, …; choose another")
                return nil
            }
            register(id: name, at: value.location)
            return .id(name)
        default:
            return nil
        }
    }

    private func frame(_ value: YAMLValue) -> ModifierTemplate? {
        let keys = value.pairs?.map(\.key.text) ?? []
        let fixed = keys.filter { $0 == "width" || $0 == "height" }
        let flexible = keys.filter { Self.flexibleFrameKeys.contains($0) && $0 != "alignment" }
        if let a = fixed.first, let b = flexible.first {
            diagnostics.error(value, "frame takes either width/height or min/ideal/max sizes, not both ('\(a)' and '\(b)'); "
                + "use two frames in a 'modifiers:' list")
            return nil
        }
        let isFlexible = !flexible.isEmpty
        guard let mapping = context.mapping(value, "frame", keys: isFlexible ? Self.flexibleFrameKeys : Self.frameKeys + Self.flexibleFrameKeys) else { return nil }
        let alignment = mapping["alignment"].flatMap { context.stateAlignment($0, "'alignment' in frame") } ?? .constant(.center)
        func size(_ name: String) -> Quantity? {
            mapping[name].flatMap { context.number($0, "'\(name)' in frame", range: .nonNegative, infinity: name.hasPrefix("max")) }
        }
        guard isFlexible else { return .frame(width: size("width"), height: size("height"), alignment: alignment) }
        let f = ModifierTemplate.FlexibleFrame(minWidth: size("minWidth"), idealWidth: size("idealWidth"), maxWidth: size("maxWidth"),
                                               minHeight: size("minHeight"), idealHeight: size("idealHeight"), maxHeight: size("maxHeight"),
                                               alignment: alignment)
        for (low, high) in [("minWidth", f.maxWidth), ("minHeight", f.maxHeight)] {
            let lowValue = (low == "minWidth" ? f.minWidth : f.minHeight)?.constantValue
            if let lowValue, let highValue = high?.constantValue, lowValue > highValue {
                diagnostics.error(mapping[low]!, "\(low) (\(TraceNumber.format(lowValue))) is larger than \(low == "minWidth" ? "maxWidth" : "maxHeight") "
                    + "(\(TraceNumber.format(highValue))) in frame")
            }
        }
        return .flexibleFrame(f)
    }

    private func offset(_ value: YAMLValue) -> ModifierTemplate? {
        if let items = value.items, items.count == 2 {
            guard let x = context.number(items[0], "x in 'offset'"), let y = context.number(items[1], "y in 'offset'") else { return nil }
            return .offset(x: x, y: y)
        }
        if value.pairs != nil {
            guard let mapping = context.mapping(value, "offset", keys: ["x", "y"]) else { return nil }
            return .offset(x: mapping["x"].flatMap { context.number($0, "'x' in offset") } ?? .constant(0),
                           y: mapping["y"].flatMap { context.number($0, "'y' in offset") } ?? .constant(0))
        }
        diagnostics.error(value, "expected [x, y] or { x: …, y: … } for 'offset', found \(value.kindDescription)")
        return nil
    }

    /// `stroke: red` or `{ color, lineWidth, dash }`: the view's outline stroked over its
    /// fill. A stroke that names a style SwiftUI's `StrokeStyle` has (`dashPhase`, `lineCap`,
    /// `lineJoin`, `miterLimit`) or whose width reads the state is `.stroke(_:style:)` on the
    /// shape itself, where width and phase animate (`ViewCompiler+Shapes`).
    private func stroke(_ value: YAMLValue) -> ModifierTemplate? {
        guard value.pairs != nil else { return context.stateColor(value, "'stroke'").map { .stroke($0, lineWidth: .constant(1), dash: []) } }
        guard let mapping = context.mapping(value, "stroke", keys: ["color", "lineWidth", "dash"] + Self.strokeStyleKeys) else { return nil }
        guard let colorValue = mapping["color"] else {
            diagnostics.error(value, "stroke needs 'color'")
            return nil
        }
        guard let color = context.stateColor(colorValue, "'color' in stroke") else { return nil }
        let width = mapping["lineWidth"].flatMap { context.number($0, "'lineWidth' in stroke", range: .nonNegative) } ?? .constant(1)
        var dash: [Double] = []
        if let dashValue = mapping["dash"] {
            if let items = context.pickList(dashValue).items, items.count > 16 {
                diagnostics.error(dashValue, "a 'dash' pattern has at most 16 lengths, found \(items.count)")
            } else if let items = context.pickList(dashValue).items {
                dash = items.compactMap { context.constant($0, "a 'dash' length in stroke", range: .nonNegative) }
            } else {
                diagnostics.error(dashValue, "expected a list of lengths for 'dash' in stroke, like [3, 3]")
            }
        }
        let styled = Self.strokeStyleKeys.contains { mapping[$0] != nil } || width.isState
        guard styled else { return .stroke(color, lineWidth: width, dash: dash) }
        return shapeStroke(mapping, color: color, lineWidth: width, dash: dash)
    }

    private func showSizes(_ value: YAMLValue) -> ModifierTemplate? {
        let names = SizeRequest.allCases.map(\.rawValue)
        if value.scalar != nil {
            guard let on = context.bool(value, "'showSizes' (true or a list of \(names.joined(separator: ", ")))") else { return nil }
            return on ? .showSizes([.minimum, .ideal, .maximum]) : nil
        }
        guard let items = context.pickList(value).items else {
            diagnostics.error(value, "expected true or a list of \(Suggestions.list(names)) for 'showSizes'")
            return nil
        }
        var requests: [SizeRequest] = []
        for item in items {
            let named = item.pairs == nil ? context.choice(item, "size request in 'showSizes'", among: names).flatMap(SizeRequest.init(rawValue:)) : nil
            guard let request = named ?? proposalRequest(item) else { continue }
            if requests.contains(request) { context.error(item, "'\(request.rawValue)' is listed twice in 'showSizes'") } else { requests.append(request) }
        }
        return .showSizes(requests)
    }

    /// `{ proposal: [width, height] }`, each side a number ≥ 0, `inf` or `null` (unspecified):
    /// article 000's `.proposal(size: ProposedViewSize(width: 30, height: .infinity))`.
    private func proposalRequest(_ item: YAMLValue) -> SizeRequest? {
        guard let mapping = context.mapping(item, "a showSizes proposal", keys: ["proposal"]) else { return nil }
        let problem = "expected { proposal: [width, height] } with two sides (a number, inf or null)"
        guard let sides = mapping["proposal"] else {
            // Another key was written (and reported as unknown), or none at all.
            if item.pairs?.isEmpty ?? true { diagnostics.error(item, problem) }
            return nil
        }
        guard let values = sides.items, values.count == 2 else {
            diagnostics.error(sides, problem)
            return nil
        }
        let lengths = values.map { $0.isNull ? Optional<Double>.none : context.number($0, "a side of a showSizes proposal", range: .nonNegative, infinity: true, allowState: false)?.constantValue }
        for (value, length) in zip(values, lengths) where !value.isNull && length == nil { return nil }
        return .proposal(ProposedViewSize(width: lengths[0].map { CGFloat($0) }, height: lengths[1].map { CGFloat($0) }))
    }
}
