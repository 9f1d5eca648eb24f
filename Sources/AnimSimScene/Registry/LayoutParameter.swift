import Foundation
import AnimSimCore

/// One parameter of a layout usable from scene files, declared with its type so a scene's
/// values are checked at load, with positioned errors, before the layout ever runs.
///
///     .length("radius", default: 130)          // a number ≥ 0; `$name` may drive it
///     .angle("rotation", default: .zero)       // 90deg, 1.57rad, 90, or `$name`
///     .integer("columns", default: 2, range: 1...100)
///     .verticalAlignment("alignment", default: .center)
///
/// Numbers and angles may be `$name` state references: those are the layout's animatable
/// parameters. Everything else is fixed for the scene.
public struct LayoutParameter: Sendable {
    public enum Kind: Sendable {
        case number(min: Double?, max: Double?)
        case angle
        case integer(ClosedRange<Int>)
        case bool
        case alignment
        case horizontalAlignment
        case verticalAlignment
        case color
        case text
        case choice([String])
        /// A nested mapping of parameters (`interpolated`'s `wheel:` and `wave:`).
        case group([LayoutParameter])
    }

    public enum Requirement: Sendable {
        case required
        /// May be left out; `LayoutArguments.optionalNumber` then answers nil.
        case optional
        case defaultValue(LayoutArgument)
    }

    public var name: String
    public var kind: Kind
    public var requirement: Requirement
    /// One line for `docs/scene-format.md` and error messages.
    public var summary: String

    public init(name: String, kind: Kind, requirement: Requirement, summary: String = "") {
        self.name = name
        self.kind = kind
        self.requirement = requirement
        self.summary = summary
    }

    static func requirement<T>(_ value: T?, _ wrap: (T) -> LayoutArgument) -> Requirement {
        value.map { .defaultValue(wrap($0)) } ?? .required
    }

    public static func number(_ name: String, default value: Double? = nil, min: Double? = nil, max: Double? = nil,
                              summary: String = "") -> LayoutParameter {
        LayoutParameter(name: name, kind: .number(min: min, max: max), requirement: requirement(value, LayoutArgument.number), summary: summary)
    }

    /// A number that may be absent (a stack's `spacing`: nil means the default spacing).
    public static func optionalNumber(_ name: String, min: Double? = nil, max: Double? = nil, summary: String = "") -> LayoutParameter {
        LayoutParameter(name: name, kind: .number(min: min, max: max), requirement: .optional, summary: summary)
    }

    /// A number ≥ 0 (sizes, radii, spacings).
    public static func length(_ name: String, default value: Double? = nil, summary: String = "") -> LayoutParameter {
        number(name, default: value, min: 0, summary: summary)
    }

    public static func angle(_ name: String, default value: Angle? = nil, summary: String = "") -> LayoutParameter {
        LayoutParameter(name: name, kind: .angle, requirement: requirement(value, LayoutArgument.angle), summary: summary)
    }

    public static func integer(_ name: String, default value: Int? = nil, range: ClosedRange<Int> = 0...1_000_000,
                               summary: String = "") -> LayoutParameter {
        LayoutParameter(name: name, kind: .integer(range), requirement: requirement(value, LayoutArgument.integer), summary: summary)
    }

    public static func bool(_ name: String, default value: Bool? = nil, summary: String = "") -> LayoutParameter {
        LayoutParameter(name: name, kind: .bool, requirement: requirement(value, LayoutArgument.bool), summary: summary)
    }

    public static func alignment(_ name: String, default value: Alignment? = nil, summary: String = "") -> LayoutParameter {
        LayoutParameter(name: name, kind: .alignment, requirement: requirement(value, LayoutArgument.alignment), summary: summary)
    }

    public static func horizontalAlignment(_ name: String, default value: HorizontalAlignment? = nil, summary: String = "") -> LayoutParameter {
        LayoutParameter(name: name, kind: .horizontalAlignment, requirement: requirement(value, LayoutArgument.horizontalAlignment), summary: summary)
    }

    public static func verticalAlignment(_ name: String, default value: VerticalAlignment? = nil, summary: String = "") -> LayoutParameter {
        LayoutParameter(name: name, kind: .verticalAlignment, requirement: requirement(value, LayoutArgument.verticalAlignment), summary: summary)
    }

    public static func color(_ name: String, default value: Color? = nil, summary: String = "") -> LayoutParameter {
        LayoutParameter(name: name, kind: .color, requirement: requirement(value, LayoutArgument.color), summary: summary)
    }

    public static func text(_ name: String, default value: String? = nil, summary: String = "") -> LayoutParameter {
        LayoutParameter(name: name, kind: .text, requirement: requirement(value, LayoutArgument.text), summary: summary)
    }

    public static func choice(_ name: String, _ options: [String], default value: String? = nil, summary: String = "") -> LayoutParameter {
        LayoutParameter(name: name, kind: .choice(options), requirement: requirement(value, LayoutArgument.text), summary: summary)
    }

    /// A nested mapping; every parameter inside needs a default (the group may be left out).
    public static func group(_ name: String, _ parameters: [LayoutParameter], summary: String = "") -> LayoutParameter {
        LayoutParameter(name: name, kind: .group(parameters), requirement: .optional, summary: summary)
    }

    /// The type as docs and messages name it.
    var typeDescription: String {
        switch kind {
        case .number(let min, let max):
            switch (min, max) {
            case (0?, nil): "length (≥ 0)"
            case (let lo?, let hi?): "number (\(TraceNumber.format(lo))…\(TraceNumber.format(hi)))"
            case (let lo?, nil): "number (≥ \(TraceNumber.format(lo)))"
            case (nil, let hi?): "number (≤ \(TraceNumber.format(hi)))"
            case (nil, nil): "number"
            }
        case .angle: "angle"
        case .integer(let range): "integer (\(range.lowerBound)…\(range.upperBound))"
        case .bool: "true/false"
        case .alignment: "alignment"
        case .horizontalAlignment: "leading, center or trailing"
        case .verticalAlignment: "top, center or bottom"
        case .color: "colour"
        case .text: "text"
        case .choice(let options): options.joined(separator: ", ")
        case .group: "mapping"
        }
    }

    var range: NumberRange {
        guard case .number(let min, let max) = kind else { return .any }
        switch (min, max) {
        case (let lo?, let hi?): return .between(lo, hi)
        case (let lo?, nil): return .atLeast(lo)
        case (nil, let hi?): return .between(-Double.greatestFiniteMagnitude, hi)
        case (nil, nil): return .any
        }
    }
}

extension LayoutParameter.Kind {
    /// The words a word-valued parameter takes (empty for other kinds).
    var words: [String] {
        switch self {
        case .alignment: Alignment.named.map(\.name)
        case .horizontalAlignment: ["leading", "center", "trailing"]
        case .verticalAlignment: ["top", "center", "bottom"]
        case .choice(let options): options
        default: []
        }
    }

    /// The argument a word stands for, nil when the kind does not take it.
    func argument(word: String) -> LayoutArgument? {
        switch self {
        case .alignment: Alignment.named.first { $0.name == word }.map { .alignment($0.alignment) }
        case .horizontalAlignment:
            ["leading": HorizontalAlignment.leading, "center": .center, "trailing": .trailing][word].map { .horizontalAlignment($0) }
        case .verticalAlignment:
            ["top": VerticalAlignment.top, "center": .center, "bottom": .bottom][word].map { .verticalAlignment($0) }
        case .choice(let options): options.contains(word) ? .text(word) : nil
        default: nil
        }
    }
}
