import Foundation
import AnimSimCore

/// One entry of `controls:` (docs/scene-format.md, "Controls"): a button, toggle, slider,
/// stepper or picker bound to the scene's state. Each use is a transaction at the window's
/// current time, SwiftUI's `withAnimation(animation) { … }` in the control's action, so a
/// use is an ordinary `StateChange` appended to the timeline (`ControlUse`).
public struct SceneControl: Equatable, Sendable {
    public enum Kind: Equatable, Sendable {
        /// `button: Rotate` with `set:`; each value absolute, relative, `shuffled` or `{ next: […] }`.
        case button(label: String, sets: [Assignment])
        /// A boolean parameter, flipped.
        case toggle(parameter: String)
        /// A number or angle; `step` nil is continuous (keys then move a tenth of the range).
        case slider(parameter: String, range: ClosedRange<Double>, step: Double?)
        /// A number or angle, moved by `step` (1 unless given) within `range`.
        case stepper(parameter: String, range: ClosedRange<Double>, step: Double)
        /// One of `options`: words, numbers or angles (degrees), booleans or lists.
        case picker(parameter: String, options: [Value])
    }

    /// What a button's `set:` gives one parameter.
    public struct Assignment: Equatable, Sendable {
        public enum Action: Equatable, Sendable {
            /// A number or angle (degrees).
            case absolute(Double)
            /// `+45deg`, `-10`: added to the current target value.
            case relative(Double)
            /// A boolean, word or list.
            case value(SceneValue)
            /// A new order of the list's elements.
            case shuffled
            /// `{ next: [0deg, 90deg] }`: the value after the current target's in this list,
            /// wrapping round; the first when the target is none of them (numbers; angles in
            /// degrees).
            case next([Double])
        }

        public var parameter: String
        public var action: Action

        public init(parameter: String, action: Action) {
            self.parameter = parameter
            self.action = action
        }
    }

    /// A value a picker offers: a number (degrees for an angle) or a non-animatable value.
    public enum Value: Equatable, Sendable {
        case number(Double)
        case discrete(SceneValue)
    }

    public var kind: Kind
    /// nil: the change happens at once (no `animation:`, or `animation: none`).
    public var animation: Animation?
    /// The animation as written (`easeInOut(duration: 2)`), or `none`: what the panel shows
    /// and what a recording writes, so the recording reads back as the same animation.
    public var animationText: String
    /// The parameters' kinds, for formatting values (`135°`) and recording them (`135deg`).
    public var kinds: [String: SceneParameter.Kind]

    public init(kind: Kind, animation: Animation?, animationText: String, kinds: [String: SceneParameter.Kind]) {
        self.kind = kind
        self.animation = animation
        self.animationText = animationText
        self.kinds = kinds
    }

    /// What the panel titles the control: the button's label, else the parameter's name.
    public var title: String {
        switch kind {
        case .button(let label, _): label
        case .toggle(let name), .slider(let name, _, _), .stepper(let name, _, _), .picker(let name, _): name
        }
    }

    /// The parameters a use may set.
    public var parameters: [String] {
        switch kind {
        case .button(_, let sets): sets.map(\.parameter)
        case .toggle(let name), .slider(let name, _, _), .stepper(let name, _, _), .picker(let name, _): [name]
        }
    }

    /// A parameter's value as the panel shows it: `135°`, `12`, `true`, `[a, b]`.
    public static func display(_ name: String, in state: SceneState, kind: SceneParameter.Kind?) -> String {
        switch kind {
        case .angle?: TraceNumber.format(state[name]) + "°"
        case .number?: TraceNumber.format(state[name])
        default: state[value: name]?.text ?? "?"
        }
    }
}
