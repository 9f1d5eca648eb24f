import Foundation
import AnimSimCore

/// Every value a scene's state is given (its start values, each `set:`, each keyframe):
/// the elements each list ever holds, first seen first, and each number's values.
struct StateCatalog: Sendable {
    var lists: [String: [SceneValue.Element]] = [:]
    var numbers: [String: [Double]] = [:]
    var keyframed: Set<String> = []

    /// The most views a count parameter ever asks for.
    func largestCount(_ name: String, limit: Int) -> Int {
        let largest = (numbers[name] ?? []).map { $0.rounded() }.max() ?? 0
        return largest.isFinite ? Int(min(max(largest, 0), Double(limit))) : 0
    }
}

/// Children made from state: `forEach: $list`, `forEach: { count: $n }`,
/// `forEach: { each: $list, prefix: $n, items: [...] }` and `if: $flag` with `view:` and `else:`. Each is
/// compiled for every element, index or branch the state ever holds (docs/scene-format.md,
/// "Views that come and go"). A view without an `id:` is named by its identity.
extension ViewCompiler {
    /// nil when `item` is not made from state: a plain view, or a forEach over a literal.
    func dynamicEntry(_ item: YAMLValue, keys: [String], depth: Int, into compiled: inout [Compiled]) -> ChildStructure.Entry? {
        if keys.contains("if") { return branch(item, depth: depth, into: &compiled) }
        guard keys.contains("forEach"), let source = item.pairs?.first(where: { $0.key.text == "forEach" })?.value else { return nil }
        if let text = source.scalar?.text, text.hasPrefix("$") {
            guard let name = context.stateList(source, "'forEach' (a count, a list, or $list)") else {
                return .fixed(-1) // reported; the scene will not load
            }
            return list(item, name: name, prefix: nil, items: nil, depth: depth, into: &compiled)
        }
        guard let pairs = source.pairs else { return nil }
        guard let mapping = context.mapping(source, "forEach", keys: ["count", "each", "prefix", "items"]) else { return .fixed(-1) }
        if let count = mapping["count"] {
            if mapping["each"] != nil || mapping["prefix"] != nil || mapping["items"] != nil {
                diagnostics.error(source, "forEach takes { count: $n } or { each: $list, prefix: $n }, not both")
            }
            guard let quantity = context.number(count, "'count' in forEach", range: .between(0, Double(limits.maximumViews))) else {
                return .fixed(-1)
            }
            return counted(item, quantity, depth: depth, into: &compiled)
        }
        guard let each = mapping["each"] else {
            diagnostics.error(source, "forEach as a mapping needs 'count: $n', or 'each: $list' with an optional 'prefix: $n'"
                + (pairs.isEmpty ? "" : "; found \(Suggestions.list(mapping.keys))"))
            return .fixed(-1)
        }
        let prefix = mapping["prefix"].flatMap { context.number($0, "'prefix' in forEach", range: .between(0, Double(limits.maximumListLength))) }
        guard let name = context.stateList(each, "'each' in forEach"), mapping["prefix"] == nil || prefix != nil else { return .fixed(-1) }
        var items: [YAMLValue]?
        if let table = mapping["items"] {
            guard let entries = table.items, !entries.isEmpty else {
                diagnostics.error(table, "'items' in forEach is a list that the list's numbers index, from 0 "
                    + "(items: [Here, to, the]), found \(table.items == nil ? table.kindDescription : "an empty list")")
                return .fixed(-1)
            }
            guard indexesEvery(catalog.lists[name] ?? [], of: name, into: entries.count, at: table) else { return .fixed(-1) }
            items = entries
        }
        return list(item, name: name, prefix: prefix, items: items, depth: depth, into: &compiled)
    }

    /// `items:` is indexed by the list's elements: every element the list is ever given must
    /// be a whole number from 0 to the items' count − 1.
    private func indexesEvery(_ elements: [SceneValue.Element], of name: String, into count: Int, at table: YAMLValue) -> Bool {
        for element in elements {
            guard case .number(let number) = element, number == number.rounded(), number >= 0, number < Double(count) else {
                diagnostics.error(table, "state '\(name)' holds \(Echo.quoted(element.text)), which is not an index of these "
                    + "\(count) items; with 'items', the list holds whole numbers from 0 to \(count - 1), each standing for its item")
                return false
            }
        }
        return true
    }

    private func list(_ item: YAMLValue, name: String, prefix: Quantity?, items: [YAMLValue]?, depth: Int,
                      into compiled: inout [Compiled]) -> ChildStructure.Entry {
        guard let view = viewValue(item, keys: ["forEach", "view"]) else { return .fixed(-1) }
        let elements = catalog.lists[name] ?? []
        var children: [SceneValue.Element: Int] = [:]
        let outer = context.loop
        defer { context.loop = outer }
        let keys = Set(items?.flatMap { $0.pairs?.map(\.key.text) ?? [] } ?? [])
        for (index, element) in elements.enumerated() {
            if isOverViewLimit { break }
            // With `items:`, the element is an index and `{item}` the item it stands for.
            let scalar = YAMLValue.scalar(YAMLScalar(text: element.text, style: .plain, location: view.location))
            let shown: YAMLValue
            if let items, case .number(let number) = element { shown = items[Int(number)] } else { shown = scalar }
            context.loop = LoopContext(index: index, count: elements.count, item: shown, itemKeys: keys)
            guard let made = self.view(view, depth: depth, treeChild: false) else { continue }
            children[element] = compiled.count
            compiled.append(named(made, "\(name)-\(element.text)"))
        }
        return .list(name: name, prefix: prefix, children: children)
    }

    private func counted(_ item: YAMLValue, _ quantity: Quantity, depth: Int, into compiled: inout [Compiled]) -> ChildStructure.Entry {
        guard let view = viewValue(item, keys: ["forEach", "view"]) else { return .fixed(-1) }
        let count: Int
        switch quantity {
        case .constant(let value): count = Int(value.rounded())
        case .state(let name, _): count = catalog.largestCount(name, limit: limits.maximumViews)
        case .flag: count = 1
        }
        let first = compiled.count
        let outer = context.loop
        defer { context.loop = outer }
        for index in 0..<count {
            if isOverViewLimit { break }
            context.loop = LoopContext(index: index, count: count, item: nil, itemKeys: [])
            guard let made = self.view(view, depth: depth, treeChild: false) else { return .fixed(-1) }
            compiled.append(named(made, "\(quantity.stateName ?? "count")\(index)"))
        }
        return .count(quantity, first: first, compiled: compiled.count - first)
    }

    private func branch(_ item: YAMLValue, depth: Int, into compiled: inout [Compiled]) -> ChildStructure.Entry {
        guard let mapping = context.mapping(item, "an if entry", keys: ["if", "view", "else"]), let condition = mapping["if"] else {
            return .fixed(-1)
        }
        var flag: String?
        if condition.scalar.map({ $0.text.hasPrefix("$") }) ?? false {
            flag = context.stateFlag(condition, "'if'")
        } else {
            diagnostics.error(condition, "'if' takes a boolean state parameter, like if: $showBadge, found \(condition.kindDescription)")
        }
        guard let then = mapping["view"] else {
            diagnostics.error(item, "an if entry needs 'view:', the view shown while the flag is true")
            return .fixed(-1)
        }
        var indices: [Int?] = []
        for (value, suffix) in [(then, "then"), (mapping["else"], "else")] {
            guard let value, let made = view(value, depth: depth, treeChild: false) else {
                indices.append(nil)
                continue
            }
            indices.append(compiled.count)
            compiled.append(named(made, "\(flag ?? "if")-\(suffix)"))
        }
        guard let flag else { return .fixed(-1) }
        return .branch(flag: flag, then: indices[0], otherwise: indices[1])
    }

    private func viewValue(_ item: YAMLValue, keys: [String]) -> YAMLValue? {
        guard let mapping = context.mapping(item, "a forEach entry", keys: keys) else { return nil }
        guard let view = mapping["view"] else {
            diagnostics.error(item, "forEach needs 'view:', the view to repeat")
            return nil
        }
        return view
    }

    /// A view made from state is its identity: without an `id:` of its own it is named by it.
    private func named(_ made: Compiled, _ identity: String) -> Compiled {
        guard made.id == nil else { return made }
        var named = made
        named.template.modifiers.append(.id(identity))
        return named
    }
}

extension Quantity {
    var stateName: String? {
        if case .state(let name, _) = self { return name }
        return nil
    }
}
