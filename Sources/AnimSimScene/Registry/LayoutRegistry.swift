import Foundation
import AnimSimCore

/// The layouts scene files can use as containers, by key. The built-in ones (stacks and the
/// article layouts) are registered exactly as a user's own are, so custom layouts get the
/// same checking and the same error messages.
///
///     var registry = LayoutRegistry.standard
///     registry.register("spiral", summary: "views on an Archimedean spiral",
///                       parameters: [.length("spacing", default: 20), .angle("turn", default: .zero)]) { args in
///         AnyLayout(SpiralLayout(spacing: args.cgFloat("spacing"), turn: args.angle("turn")))
///     }
///     let loaded = try SceneLoader(registry: registry).load(contentsOf: "spiral.yaml")
///
/// and in the scene file: `spiral: { spacing: 24, turn: $angle }` with `children: […]`.
/// The factory runs for every evaluated instant with that instant's values.
public struct LayoutRegistry: Sendable {
    /// What a container's children are.
    public enum Children: Sendable {
        /// Any views.
        case views
        /// Nodes of a tree: each child has an `id` and, except the root, a `parent:`. The
        /// loader checks the tree (one root, no cycles, known parents) and applies
        /// `treeNode(id:parent:)` to each child.
        case treeNodes
    }

    public struct Definition: Sendable {
        public let name: String
        public let summary: String
        public let parameters: [LayoutParameter]
        public let children: Children
        /// The names of the components of the Swift type's `animatableData`, in its order
        /// (`[rotation, radius]` for the wheel): what a scene's `animatableData:` may list.
        public let animatableData: [String]
        let make: @Sendable (LayoutArguments) -> AnyLayout
    }

    public private(set) var definitions: [String: Definition] = [:]

    /// An empty registry: scene files can then use only views and modifiers.
    public init() {}

    /// The built-in layouts: stacks and every layout of the articles.
    public static var standard: LayoutRegistry { BuiltinLayouts.registry }

    /// Keys a layout may not take, because a view mapping already gives them a meaning.
    public static let reservedKeys: Set<String> = Set(ViewKeys.content + ViewKeys.modifiers + ViewKeys.structural)

    /// Adds (or replaces) the layout `name`. The name must be an identifier (letters, digits
    /// and `_`, starting with a letter) and not a view or modifier key; breaking that rule is
    /// a programming error and traps, since no scene could use the layout.
    ///
    /// `animatableData` names the components of the layout's Swift `animatableData`, in order,
    /// by the parameters they come from: scenes may then animate only some of them.
    public mutating func register(_ name: String, summary: String = "", parameters: [LayoutParameter] = [],
                                  children: Children = .views, animatableData: [String] = [],
                                  make: @escaping @Sendable (LayoutArguments) -> AnyLayout) {
        precondition(Self.isIdentifier(name), "layout name '\(name)' must be letters, digits and _, starting with a letter")
        precondition(!Self.reservedKeys.contains(name), "layout name '\(name)' is a view or modifier key")
        var seen = Set<String>()
        for parameter in parameters { precondition(seen.insert(parameter.name).inserted, "layout '\(name)' declares '\(parameter.name)' twice") }
        var probes: [UndeclaredNames] = []
        _ = make(Self.probeArguments(parameters, probes: &probes))
        let undeclared = probes.flatMap(\.undeclared)
        precondition(undeclared.isEmpty, "layout '\(name)': its factory reads \(undeclared.map { "'\($0)'" }.joined(separator: ", ")), "
            + "which it does not declare; add them to parameters: (a misspelt name would read as 0)")
        definitions[name] = Definition(name: name, summary: summary, parameters: parameters, children: children,
                                       animatableData: animatableData, make: make)
    }

    /// `register` as an expression, for building a registry in one go.
    public func registering(_ name: String, summary: String = "", parameters: [LayoutParameter] = [],
                            children: Children = .views, animatableData: [String] = [],
                            make: @escaping @Sendable (LayoutArguments) -> AnyLayout) -> LayoutRegistry {
        var copy = self
        copy.register(name, summary: summary, parameters: parameters, children: children, animatableData: animatableData, make: make)
        return copy
    }

    public subscript(name: String) -> Definition? { definitions[name] }

    public var names: [String] { definitions.keys.sorted() }

    /// Arguments for a trial run of a factory: each parameter's default, or a neutral value of
    /// its type, recording any name asked for that is not declared.
    static func probeArguments(_ parameters: [LayoutParameter], probes: inout [UndeclaredNames]) -> LayoutArguments {
        var values: [String: LayoutArgument] = [:]
        for parameter in parameters {
            if case .defaultValue(let value) = parameter.requirement {
                values[parameter.name] = value
                continue
            }
            switch parameter.kind {
            case .number(let low, _): if case .required = parameter.requirement { values[parameter.name] = .number(max(low ?? 0, 0)) }
            case .angle: values[parameter.name] = .angle(.zero)
            case .integer(let range): values[parameter.name] = .integer(range.lowerBound)
            case .bool: values[parameter.name] = .bool(false)
            case .alignment: values[parameter.name] = .alignment(.center)
            case .horizontalAlignment: values[parameter.name] = .horizontalAlignment(.center)
            case .verticalAlignment: values[parameter.name] = .verticalAlignment(.center)
            case .color: values[parameter.name] = .color(.clear)
            case .text: values[parameter.name] = .text("")
            case .choice(let options): values[parameter.name] = .text(options.first ?? "")
            case .group(let inner): values[parameter.name] = .group(probeArguments(inner, probes: &probes))
            }
        }
        let arguments = LayoutArguments(probing: values, declared: Set(parameters.map(\.name)))
        if let probe = arguments.probe { probes.append(probe) }
        return arguments
    }

    /// Whether `name` can be a layout's key: ASCII letters, digits and `_`, starting with a letter.
    public static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first.properties.isAlphabetic, first.isASCII else { return false }
        return name.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_") }
    }
}
