import AnimSimCore
import AnimSimScene
import Foundation

/// One use of a control, as the rebuild loop carries it from the old window into the new
/// build's: the transaction's absolute values, its instant, and which control made it.
///
/// The animation goes by the control's `animation:` text and is taken again from the new
/// window's control of that title: a rebuild restarts on the same scene file (an edit to the
/// scene is a hot reload, not a restart), so the control is there, and a use whose control
/// or parameters are gone is dropped as a reload drops it.
public struct CarriedUse: Codable, Equatable, Sendable {
    public var time: Double
    public var control: String
    public var animation: String
    public var values: [String: Double]
    public var discrete: [String: Value]

    /// `SceneValue` as JSON; colours as their four components, so they come back exact.
    public enum Value: Codable, Equatable, Sendable {
        case boolean(Bool), word(String), words([String]), numbers([Double]), color([Double])
    }

    public init(_ use: ControlUse) {
        time = use.change.time
        control = use.control
        animation = use.animationText
        values = use.change.values
        discrete = use.change.discrete.mapValues { value in
            switch value {
            case .boolean(let flag): .boolean(flag)
            case .word(let word): .word(word)
            case .color(let color): .color([color.red, color.green, color.blue, color.opacity])
            case .list(let elements):
                // A list holds elements of one kind (`SceneValue.list`).
                elements.allSatisfy { if case .number = $0 { true } else { false } }
                    ? .numbers(elements.compactMap { if case .number(let number) = $0 { number } else { nil } })
                    : .words(elements.map(\.text))
            }
        }
    }

    /// The use in the new window, with its control's animation; nil when no control of that
    /// title and animation text is left.
    func use(among controls: [SceneControl]) -> ControlUse? {
        guard let control = controls.first(where: { $0.title == self.control && $0.animationText == animation }),
              time.isFinite, time >= 0 else { return nil }
        var discrete: [String: SceneValue] = [:]
        for (name, value) in self.discrete {
            switch value {
            case .boolean(let flag): discrete[name] = .boolean(flag)
            case .word(let word): discrete[name] = .word(word)
            case .words(let words): discrete[name] = .list(words.map { .word($0) })
            case .numbers(let numbers): discrete[name] = .list(numbers.map { .number($0) })
            case .color(let parts):
                guard parts.count == 4 else { return nil }
                discrete[name] = .color(Color(red: parts[0], green: parts[1], blue: parts[2], opacity: parts[3]))
            }
        }
        let change = StateChange(at: time, animation: control.animation, set: values, discrete: discrete)
        return ControlUse(change: change, animationText: animation, control: self.control)
    }
}
