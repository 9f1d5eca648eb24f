import AnimSimCore

/// UIKit's `UIKeyboardType`, for SwiftUI's `.keyboardType(_:)`. A canvas shows no keyboard,
/// so the type is accepted and changes nothing drawn.
public enum UIKeyboardType: Int, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress,
         decimalPad, twitter, webSearch, asciiCapableNumberPad
    public static let alphabet = UIKeyboardType.asciiCapable
}

/// SwiftUI's `TextInputAutocapitalization` (`.never`, `.words`, `.sentences`, `.characters`):
/// how a keyboard would capitalize what is typed. Nothing is typed on a canvas: accepted.
public struct TextInputAutocapitalization: Hashable, Sendable {
    let kind: Int
    public static let never = TextInputAutocapitalization(kind: 0)
    public static let words = TextInputAutocapitalization(kind: 1)
    public static let sentences = TextInputAutocapitalization(kind: 2)
    public static let characters = TextInputAutocapitalization(kind: 3)
}

/// SwiftUI's `SubmitLabel`: the title of the keyboard's return key. Accepted (no keyboard).
public struct SubmitLabel: Hashable, Sendable {
    let name: String
    public static let done = SubmitLabel(name: "done")
    public static let go = SubmitLabel(name: "go")
    public static let send = SubmitLabel(name: "send")
    public static let join = SubmitLabel(name: "join")
    public static let route = SubmitLabel(name: "route")
    public static let search = SubmitLabel(name: "search")
    public static let `return` = SubmitLabel(name: "return")
    public static let next = SubmitLabel(name: "next")
    public static let `continue` = SubmitLabel(name: "continue")
}

/// SwiftUI's `SubmitTriggers` (`.text`, `.search`), for `.onSubmit(of:_:)`.
public struct SubmitTriggers: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let text = SubmitTriggers(rawValue: 1)
    public static let search = SubmitTriggers(rawValue: 2)
}

/// The keyboard's modifiers on a text field (or any view around one). A canvas has no
/// keyboard and nothing is typed into a field (`TextField`), so each is accepted and changes
/// nothing drawn; `.onSubmit`'s action, which runs when the return key is pressed, never runs.
extension View {
    public func keyboardType(_ type: UIKeyboardType) -> Self { self }
    public func autocorrectionDisabled(_ disable: Bool = true) -> Self { self }
    public func disableAutocorrection(_ disable: Bool?) -> Self { self }
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> Self { self }
    public func submitLabel(_ submitLabel: SubmitLabel) -> Self { self }
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> Self { self }
}
