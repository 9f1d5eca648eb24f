import Foundation
import AnimSimCore

/// Content keys and children lists (with forEach expansion).
extension ViewCompiler {
    func content(_ pair: YAMLPair) -> ViewTemplate.Content? {
        let key = pair.key.text
        let value = pair.value
        switch key {
        case "rect", "circle", "capsule":
            guard value.isNull || value.pairs?.isEmpty == true else {
                diagnostics.error(value, "\(key) takes no parameters: write '\(key): {}'")
                return nil
            }
            return .shape(key == "rect" ? .rectangle : key == "circle" ? .circle : .capsule)
        case "roundedRect":
            guard !value.isNull else { return .shape(.roundedRectangle(cornerRadius: 8)) }
            guard let mapping = context.mapping(value, "roundedRect", keys: ["cornerRadius"]) else { return nil }
            guard let written = mapping["cornerRadius"] else { return .shape(.roundedRectangle(cornerRadius: 8)) }
            // `cornerRadius: $r`: RoundedRectangle's animatableData, so the radius animates.
            guard let radius = context.number(written, "'cornerRadius' in roundedRect", range: .nonNegative) else { return nil }
            return radius.constantValue.map { .shape(.roundedRectangle(cornerRadius: CGFloat($0))) } ?? .roundedRect(radius)
        case "polygon", "star":
            return outlineContent(key, value)
        case "color":
            return context.stateColor(value, "'color'").map { .color($0) }
        case "text":
            return shownText(value, "'text'").map { .text($0) }
        case "spacer":
            guard !value.isNull else { return .spacer(minLength: nil) }
            guard let mapping = context.mapping(value, "spacer", keys: ["minLength"]) else { return nil }
            return .spacer(minLength: mapping["minLength"].flatMap { context.number($0, "'minLength' in spacer", range: .nonNegative) })
        default:
            guard let definition = registry[key] else { return nil }
            return layout(definition, value).map { .layout($0) }
        }
    }

    /// `anyLayout: $mode` with `cases: [ {hstack: {…}}, {vstack: {…}} ]`: SwiftUI's
    /// `AnyLayout` switch. The state value picks the case by index; the children are shared
    /// and keep their identity, so their geometry animates from one layout to the other.
    func anyLayout(_ selector: YAMLValue, cases: YAMLPair?) -> ViewTemplate.Content? {
        guard let cases else {
            diagnostics.error(selector, "anyLayout needs 'cases:', a list of layouts such as [ {hstack: {}}, {vstack: {}} ]")
            return nil
        }
        guard let items = cases.value.items, !items.isEmpty else {
            diagnostics.error(cases.value, "'cases' of anyLayout is a non-empty list of layouts such as [ {hstack: {}}, {vstack: {}} ]")
            return nil
        }
        var layouts: [LayoutTemplate] = []
        for item in items {
            guard let pairs = item.pairs, pairs.count == 1, let definition = registry[pairs[0].key.text] else {
                diagnostics.error(item, "each case of anyLayout is one layout, like { vstack: { spacing: 10 } } "
                    + "(layouts: \(layoutList))")
                continue
            }
            guard definition.children == .views else {
                diagnostics.error(pairs[0].key.location, "\(definition.name) cannot be a case of anyLayout: its children are tree nodes")
                continue
            }
            if let layout = layout(definition, pairs[0].value) { layouts.append(layout) }
        }
        if let name = selector.scalar?.text, name.hasPrefix("$"), context.state[String(name.dropFirst())] == .boolean {
            guard items.count == 2 else {
                diagnostics.error(cases.value, "anyLayout on the boolean '\(name)' takes two cases, the layout for false and then for true")
                return nil
            }
            return layouts.count == 2 ? .switching(.flag(String(name.dropFirst())), layouts) : nil
        }
        let index = context.number(selector, "'anyLayout' (the index of a case, 0 to \(items.count - 1))",
                                   range: .between(0, Double(items.count - 1)))
        guard let index, layouts.count == items.count else { return nil }
        return .switching(index, layouts)
    }

    /// A children list: views, forEach entries and `if` entries. Tree children are checked as
    /// a tree. The structure says which children a state holds, when that depends on it.
    func children(_ value: YAMLValue, depth: Int, of definition: LayoutRegistry.Definition) -> ([ViewTemplate], ChildStructure?) {
        guard let items = value.items else {
            diagnostics.error(value, "expected a list of views for 'children' of \(definition.name), found \(value.kindDescription)")
            return ([], nil)
        }
        let tree = definition.children == .treeNodes
        var compiled: [Compiled] = []
        var entries: [ChildStructure.Entry] = [], dynamic = false
        for item in items {
            if isOverViewLimit { break }
            let keys = item.pairs?.map(\.key.text) ?? []
            if !tree, let entry = dynamicEntry(item, keys: keys, depth: depth, into: &compiled) {
                entries.append(entry)
                dynamic = true
            } else if keys.contains("forEach") {
                let first = compiled.count
                compiled += forEach(item, depth: depth, tree: tree)
                entries += (first..<compiled.count).map { .fixed($0) }
            } else if let view = view(item, depth: depth, treeChild: tree) {
                entries.append(.fixed(compiled.count))
                compiled.append(view)
            }
        }
        if tree { return (TreeCheck(diagnostics: diagnostics).check(compiled, layout: value), nil) }
        return (compiled.map(\.template), dynamic ? ChildStructure(entries: entries) : nil)
    }

    /// `- forEach: 8` (or a list) with `view: …`: the view once per element.
    func forEach(_ entry: YAMLValue, depth: Int, tree: Bool) -> [Compiled] {
        guard let mapping = context.mapping(entry, "a forEach entry", keys: ["forEach", "view"]),
              let countValue = mapping["forEach"] else { return [] }
        guard let viewValue = mapping["view"] else {
            diagnostics.error(entry, "forEach needs 'view:', the view to repeat")
            return []
        }
        var items: [YAMLValue]?
        let count: Int
        if let list = countValue.items {
            items = list
            count = list.count
        } else {
            guard let number = context.integer(countValue, "'forEach' (a count or a list)", range: 0...limits.maximumViews) else { return [] }
            count = number
        }
        let keys = Set(items?.flatMap { $0.pairs?.map(\.key.text) ?? [] } ?? [])
        let outer = context.loop
        defer { context.loop = outer }
        var views: [Compiled] = []
        for index in 0..<count {
            if isOverViewLimit { break }
            context.loop = LoopContext(index: index, count: count, item: items?[index], itemKeys: keys)
            if let view = view(viewValue, depth: depth, treeChild: tree) { views.append(view) }
        }
        return views
    }

    /// A layout's parameters, checked against its declaration, and which of its
    /// `animatableData` components animate (`animatableData: [rotation]`; all by default).
    func layout(_ definition: LayoutRegistry.Definition, _ value: YAMLValue) -> LayoutTemplate? {
        var value = value.isNull ? YAMLValue.mapping([], value.location) : value
        var selection = definition.animatableData.isEmpty ? nil
            : AnimatableSelection(names: definition.animatableData, animating: definition.animatableData)
        if case .mapping(let pairs, let location) = value, let pair = pairs.first(where: { $0.key.text == "animatableData" }) {
            value = .mapping(pairs.filter { $0.key.text != "animatableData" }, location)
            guard let names = animatableNames(pair.value, of: definition) else {
                _ = arguments(definition.parameters, value, subject: definition.name)
                return nil
            }
            selection = AnimatableSelection(names: definition.animatableData, animating: names)
        }
        let arguments = self.arguments(definition.parameters, value, subject: definition.name)
        return arguments.map { LayoutTemplate(definition: definition, arguments: $0, selection: selection) }
    }

    /// `animatableData: [rotation]`: names among the layout's declared components.
    private func animatableNames(_ value: YAMLValue, of definition: LayoutRegistry.Definition) -> [String]? {
        let declared = definition.animatableData
        let expected = declared.isEmpty ? "\(definition.name) has no animatableData, so only [] fits"
            : "expected a list of \(Suggestions.list(declared)), or [] for none"
        guard let items = value.items else {
            diagnostics.error(value, "'animatableData' in \(definition.name) is a list of parameter names; \(expected)")
            return nil
        }
        var names: [String] = []
        var failed = false
        for item in items {
            guard let name = item.scalar?.text, declared.contains(name) else {
                let text = item.scalar?.text ?? item.kindDescription
                diagnostics.error(item, "'\(text)' is not part of \(definition.name)'s animatableData"
                    + Suggestions.hint(for: text, among: declared) + "; " + expected)
                failed = true
                continue
            }
            if names.contains(name) {
                diagnostics.error(item, "'\(name)' is listed twice in 'animatableData'")
                failed = true
            }
            names.append(name)
        }
        return failed ? nil : names
    }

    func arguments(_ parameters: [LayoutParameter], _ value: YAMLValue, subject: String) -> [String: ArgumentTemplate]? {
        guard let mapping = context.mapping(value, subject, keys: parameters.map(\.name)) else { return nil }
        var arguments: [String: ArgumentTemplate] = [:]
        var failed = false
        for parameter in parameters {
            guard let written = mapping[parameter.name] else {
                switch parameter.requirement {
                case .required:
                    diagnostics.error(mapping.location, "missing '\(parameter.name)' in \(subject) (a \(parameter.typeDescription))")
                    failed = true
                case .optional:
                    if case .group(let inner) = parameter.kind {
                        arguments[parameter.name] = self.arguments(inner, .mapping([], value.location), subject: subject + "." + parameter.name).map { .group($0) }
                    }
                case .defaultValue(let value):
                    arguments[parameter.name] = .constant(value)
                }
                continue
            }
            if let argument = argument(parameter, written, subject: subject) {
                arguments[parameter.name] = argument
            } else {
                failed = true
            }
        }
        return failed ? nil : arguments
    }

    private func argument(_ parameter: LayoutParameter, _ value: YAMLValue, subject: String) -> ArgumentTemplate? {
        let what = "'\(parameter.name)' in \(subject)"
        switch parameter.kind {
        case .number(let minimum, _):
            return context.number(value, what, range: parameter.range).map { .number($0, minimum: minimum) }
        case .angle:
            return context.angle(value, what).map { .angle($0) }
        case .integer(let range):
            // `columns: $cols`: an integer read from the state. Not animatable data, so
            // what it moves animates as geometry.
            if let text = value.scalar?.text, text.hasPrefix("$") || text.hasPrefix("-$") {
                return context.number(value, what, range: .between(Double(range.lowerBound), Double(range.upperBound)))
                    .map { .integer($0, range: range) }
            }
            return context.integer(value, what, range: range).map { .constant(.integer($0)) }
        case .bool:
            if context.isReference(value) { return context.stateFlag(value, what).map { .word($0, kind: parameter.kind) } }
            return context.bool(value, what).map { .constant(.bool($0)) }
        case .alignment, .horizontalAlignment, .verticalAlignment, .choice:
            // `alignment: $alignment`: a word from the state, checked against every value it takes.
            let words = parameter.kind.words
            if context.isReference(value) { return context.stateWord(value, what, among: words).map { .word($0, kind: parameter.kind) } }
            return context.choice(value, what, among: words).flatMap { parameter.kind.argument(word: $0) }.map { .constant($0) }
        case .color:
            guard context.isReference(value) else { return context.color(value, what).map { .constant(.color($0)) } }
            guard case .state(let name)? = context.stateColor(value, what) else { return nil }
            return .word(name, kind: parameter.kind)
        case .text:
            return context.string(value, what, maximumLength: limits.maximumTextLength).map { .constant(.text($0)) }
        case .group(let inner):
            return arguments(inner, value, subject: subject + "." + parameter.name).map { .group($0) }
        }
    }
}
