import Foundation
import AnimSimCore

/// Compiles a scene's `view:` into a `ViewTemplate`, reporting every mistake.
///
/// A view is a mapping with exactly one content key (a shape, `color`, `text`, `spacer` or a
/// registered layout), the layout's `children`, and modifier keys applied in the order
/// written. `forEach` entries in a children list are expanded here, once per index, with
/// `{i}` substitution and list picking done by the `ValueContext`.
final class ViewCompiler {
    struct Compiled {
        var template: ViewTemplate
        var id: (name: String, location: SourceLocation)?
        var parent: (name: String, location: SourceLocation)?
    }

    let context: ValueContext
    let registry: LayoutRegistry
    let limits: SceneLimits
    /// Every value the state is given: views made from state are compiled for each.
    let catalog: StateCatalog
    private(set) var viewCount = 0
    private var reportedTooMany = false
    /// Every key a view may have, for "did you mean": made once, when a key is unknown (it
    /// sorts the registry's names, which per view of a 100,000-view scene cost seconds).
    private lazy var allKeys = ViewKeys.all(layouts: registry.names)
    /// The layouts' names for messages, worked out once: a mistake inside a big `forEach` is
    /// met once per view (100,000 at the limit) before its repeats are dropped.
    lazy var layoutList = registry.names.joined(separator: ", ")
    /// "Did you mean" for an unknown view key, per key, for the same reason.
    private var keyHints: [String: String] = [:]

    private func keyHint(_ key: String) -> String {
        if let known = keyHints[key] { return known }
        let hint = Suggestions.hint(for: key, among: allKeys)
        keyHints[key] = hint
        return hint
    }
    private var reportedTooDeep = false
    /// Characters of every text, label and caption compiled so far (forEach repeats them).
    private var textLength = 0
    private var reportedTooMuchText = false
    /// Where each id was first given, for duplicate errors and to place layout errors.
    private(set) var ids: [String: SourceLocation] = [:]

    init(context: ValueContext, registry: LayoutRegistry, limits: SceneLimits, catalog: StateCatalog = StateCatalog()) {
        self.context = context
        self.registry = registry
        self.limits = limits
        self.catalog = catalog
    }

    var diagnostics: Diagnostics { context.diagnostics }

    /// What an `anyLayout`'s children are checked as: plain views.
    static let switchDefinition = LayoutRegistry.Definition(
        name: "anyLayout", summary: "", parameters: [], children: .views, animatableData: [], make: { _ in AnyLayout(ZStackLayout()) })

    func compileRoot(_ value: YAMLValue) -> ViewTemplate? {
        if let mapping = value.pairs, mapping.contains(where: { $0.key.text == "forEach" }),
           !mapping.contains(where: { ViewKeys.content.contains($0.key.text) || registry[$0.key.text] != nil }) {
            diagnostics.error(value, "the root view must be one view; put the forEach in a container's children, e.g. vstack: {} with children: [ … ]")
            return nil
        }
        return view(value, depth: 0, treeChild: false)?.template
    }

    func view(_ value: YAMLValue, depth: Int, treeChild: Bool) -> Compiled? {
        guard depth < limits.maximumViewDepth else {
            if !reportedTooDeep { diagnostics.error(value, "views nested deeper than \(limits.maximumViewDepth) levels") }
            reportedTooDeep = true
            return nil
        }
        guard case .mapping(let pairs, let location) = value else {
            let hint = value.scalar.map { ViewKeys.content.contains($0.text) || registry[$0.text] != nil ? " (write '\($0.text): {}')" : "" } ?? ""
            diagnostics.error(value, "expected a view (a mapping such as { rect: {} }), found \(value.kindDescription)\(hint)")
            return nil
        }
        guard countView(at: value) else { return nil }
        var contents: [YAMLPair] = []
        var childrenPair: YAMLPair?
        var casesPair: YAMLPair?
        var parentPair: YAMLPair?
        var modifierPairs: [YAMLPair] = []
        for pair in pairs {
            let key = pair.key.text
            if ViewKeys.content.contains(key) || registry[key] != nil {
                contents.append(pair)
            } else if key == "children" {
                childrenPair = pair
            } else if key == "cases" {
                casesPair = pair
            } else if key == "parent" {
                if treeChild { parentPair = pair } else {
                    diagnostics.error(pair.key.location, "'parent' applies only to children of a tree")
                }
            } else if ViewKeys.modifiers.contains(key) {
                modifierPairs.append(pair)
            } else if key == "modifiers" {
                modifierPairs += listedModifiers(pair.value)
            } else if key == "forEach" || key == "view" || key == "if" || key == "else" {
                diagnostics.error(pair.key.location, "'\(key)' belongs to a forEach entry in a children list "
                    + "(- forEach: 8 with view: …), not inside a view")
            } else {
                diagnostics.error(pair.key.location, "unknown key \(Echo.quoted(key)) in a view" + keyHint(key))
            }
        }
        guard let contentPair = contents.first else {
            diagnostics.error(location, "a view needs one content key: a shape (rect, roundedRect, circle, capsule, polygon, star), "
                + "color, text, spacer or a layout (\(layoutList))")
            return nil
        }
        for extra in contents.dropFirst() {
            diagnostics.error(extra.key.location, "a view has one content key, but this one has '\(contentPair.key.text)' and "
                + "'\(extra.key.text)'; nest one inside the other (children:, background: or overlay:)")
        }
        var compiled = Compiled(template: ViewTemplate(content: .shape(.rectangle), children: [], modifiers: [], location: location))
        let isSwitch = contentPair.key.text == "anyLayout"
        if let casesPair, !isSwitch {
            diagnostics.error(casesPair.key.location, "'cases' belongs to anyLayout (anyLayout: $mode with cases: [ … ])")
        }
        let content = isSwitch ? anyLayout(contentPair.value, cases: casesPair) : self.content(contentPair)
        if let content { compiled.template.content = content }
        if let childrenPair {
            // Children of a layout whose parameters had errors are still checked.
            if isSwitch {
                (compiled.template.children, compiled.template.structure) = children(childrenPair.value, depth: depth + 1,
                                                                                     of: Self.switchDefinition)
            } else if let definition = registry[contentPair.key.text] {
                (compiled.template.children, compiled.template.structure) = children(childrenPair.value, depth: depth + 1, of: definition)
            } else {
                diagnostics.error(childrenPair.key.location, "only containers have children; '\(contentPair.key.text)' is not a layout "
                    + "(containers: \(layoutList))")
            }
        }
        var shapeModifiers: [(ModifierTemplate, YAMLPair)] = []
        for pair in modifierPairs {
            guard let modifier = modifier(pair, depth: depth) else { continue }
            if case .trim = modifier { shapeModifiers.append((modifier, pair)); continue }
            if case .shapeStroke = modifier { shapeModifiers.append((modifier, pair)); continue }
            compiled.template.modifiers.append(modifier)
            if case .id(let name) = modifier { compiled.id = (name, pair.value.location) }
        }
        if content != nil { foldShapeModifiers(shapeModifiers, into: &compiled.template, contentKey: contentPair.key.text) }
        if let parentPair {
            if let name = context.string(parentPair.value, "'parent'") {
                compiled.parent = name.isEmpty ? nil : (name, parentPair.value.location)
            }
        }
        return content == nil ? nil : compiled
    }

    /// `modifiers: [ { padding: 10 }, { background: … }, { padding: 4 } ]`.
    private func listedModifiers(_ value: YAMLValue) -> [YAMLPair] {
        guard let items = value.items else {
            diagnostics.error(value, "expected a list of modifiers for 'modifiers' (- padding: 10), found \(value.kindDescription)")
            return []
        }
        var pairs: [YAMLPair] = []
        for item in items {
            guard let entry = item.pairs, entry.count == 1 else {
                diagnostics.error(item, "each entry of 'modifiers' is one modifier, like - padding: 10")
                continue
            }
            guard ViewKeys.modifiers.contains(entry[0].key.text) else {
                diagnostics.error(entry[0].key.location, "unknown modifier \(Echo.quoted(entry[0].key.text))"
                    + Suggestions.hint(for: entry[0].key.text, among: ViewKeys.modifiers))
                continue
            }
            pairs.append(entry[0])
        }
        return pairs
    }

    private func countView(at value: YAMLValue) -> Bool {
        viewCount += 1
        guard viewCount <= limits.maximumViews else {
            if !reportedTooMany {
                diagnostics.error(value, "more than \(limits.maximumViews) views after expanding forEach; use fewer or smaller forEach counts")
            }
            reportedTooMany = true
            return false
        }
        return true
    }

    var isOverViewLimit: Bool { viewCount > limits.maximumViews }

    /// A text the view shows (`text:`, `label:`, `caption:`): each at most
    /// `maximumTextLength` characters, all of them after forEach expansion at most
    /// `maximumTotalTextLength`, since every layout pass measures every one.
    func shownText(_ value: YAMLValue, _ subject: String) -> String? {
        guard let text = context.string(value, subject, maximumLength: limits.maximumTextLength) else { return nil }
        textLength += text.count
        guard textLength <= limits.maximumTotalTextLength else {
            if !reportedTooMuchText {
                diagnostics.error(context.pick(value), "the scene's texts come to more than \(limits.maximumTotalTextLength) characters "
                    + "after expanding forEach (docs/scene-format.md, \"Limits\"); use shorter texts or fewer views")
            }
            reportedTooMuchText = true
            return nil
        }
        return text
    }

    func register(id name: String, at location: SourceLocation) {
        if let first = ids[name], first == location {
            diagnostics.error(location, "duplicate id \(Echo.quoted(name)): this forEach gives every view the same id; "
                + "make it unique with {i}, e.g. '\(name){i}'")
        } else if let first = ids[name] {
            let place = first.file == location.file ? "\(first.line):\(first.column)" : first.description
            diagnostics.error(location, "duplicate id \(Echo.quoted(name)): ids name views in traces and trees and must be unique (first used at \(place))")
        } else {
            ids[name] = location
        }
    }
}

/// The keys a view mapping may hold besides layout names, in one place so suggestions,
/// the registry's reserved names and the docs agree.
enum ViewKeys {
    /// What a view is (exactly one per view; registered layouts add theirs).
    static let content = ["rect", "roundedRect", "circle", "capsule", "color", "text", "spacer", "anyLayout", "polygon", "star"]
    /// What is done to it, applied in the order written.
    static let modifiers = ["frame", "fixedSize", "padding", "background", "overlay", "layoutPriority", "offset",
                            "fill", "gradient", "stroke", "opacity", "label", "caption", "font", "rotationEffect", "scaleEffect",
                            "pointsToCenter", "scaledByRing", "animation", "showSizes", "id", "transition",
                            "trim", "rotation3D", "skew", "projection", "blur", "hueRotation", "saturation", "brightness",
                            "contrast", "grayscale", "colorMultiply", "shadow"]
    /// Keys that structure the tree rather than describe one view.
    static let structural = ["children", "modifiers", "forEach", "view", "parent", "include", "cases"]

    /// Every key a view may hold, for suggestions.
    static func all(layouts: [String]) -> [String] { content + layouts + modifiers + ["children", "modifiers", "parent", "cases"] }
}
