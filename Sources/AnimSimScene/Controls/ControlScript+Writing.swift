import Foundation
import AnimSimCore

/// A script written, not read: the uses of a SwiftUI view's controls made in the window
/// (`animsim play --record FILE`), in the format `--script FILE` reads, so `render --script
/// FILE` replays them through the same road and draws the frames the window showed.
extension ControlScript {
    /// One use as the window makes it: its instant, the control as a script names it (its
    /// label, or `#N`), and the `value:` text, nil for a control's default use. Codable, so
    /// the window's uses cross a restart (`CarriedUses`, `PlayCheckpoint` in AnimSimSDL).
    public struct Use: Sendable, Equatable, Codable {
        public var time: Double
        public var control: String
        public var value: String?
        /// A gesture performed on the view `control` names; nil for a control's use.
        public var gesture: GestureUse?

        public init(time: Double, control: String, value: String? = nil, gesture: GestureUse? = nil) {
            self.time = time
            self.control = control
            self.value = value
            self.gesture = gesture
        }
    }

    /// The entries as uses, for merging the file's script with the window's.
    public var uses: [Use] { entries.map { Use(time: $0.time, control: $0.control, value: $0.value?.text, gesture: $0.gesture) } }

    /// The uses as a script, one `- { at: …, control: …, value: … }` a line. Instants keep
    /// every digit a Double has (Swift's shortest round-trip form), so the replay is at the
    /// very instant; names and values are double-quoted (JSON's escapes are YAML's), so a
    /// label like `#1` or `Size: big` reads back as written.
    public static func text(of uses: [Use]) -> String {
        guard !uses.isEmpty else { return "[]\n" }
        return uses.map { use in
            guard use.gesture == nil else { return "- { " + (["at: \(number(use.time))"] + use.gestureFields).joined(separator: ", ") + " }\n" }
            var fields = ["at: \(number(use.time))", "control: \(JSONString.quoted(use.control))"]
            if let value = use.value { fields.append("value: \(JSONString.quoted(value))") }
            return "- { " + fields.joined(separator: ", ") + " }\n"
        }.joined()
    }

    /// Every digit a Double keeps, as a recording writes its instants (`LoadedScene.number`).
    public static func number(_ value: Double) -> String { LoadedScene.number(value) }
}

extension ControlScript.Entry {
    /// A use made in the window, as the entry a script would hold; `place` names it in errors.
    public init(_ use: ControlScript.Use, place: SourceLocation) {
        self.init(time: use.time, control: use.control, value: use.value.map { ControlScript.Value(text: $0, place: place) },
                  timePlace: place, controlPlace: place, gesture: use.gesture)
    }
}
