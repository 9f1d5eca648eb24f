import AnimSimCore

/// SwiftUI's `TextField`: a display of its `Binding<String>`. Its text is drawn as a `Text`
/// in the field's font and foreground; while the text is empty, the prompt (or, with none,
/// the title) is drawn instead in UIKit's `placeholderText` grey, as iOS draws a placeholder.
/// It is as wide as it is proposed and one line tall (`axis: .vertical`: the text wraps and
/// the field grows down with it); `.textFieldStyle(.roundedBorder)` puts it on iOS's rounded
/// box (`TextFieldLook`).
///
/// A canvas has no keyboard: nothing is typed into it in the window. What it shows is the
/// binding, so a file's own code sets it (a button's action, an `onAppear`, a task) and a
/// script reaches it through those; it is not a control a script's `control:` names. Below
/// `.disabled(true)` it dims as the other controls do (`DisabledControl`).
public struct TextField<Label: View>: _PrimitiveView {
    let text: Binding<String>
    let prompt: Text?
    let axis: Axis
    let label: Label
    /// `SecureField`: each character drawn as a bullet.
    var isSecure = false

    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(text: text, prompt: prompt, axis: .horizontal, label: label)
    }

    public init(text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Label) {
        self.text = text
        self.prompt = prompt
        self.axis = axis
        self.label = label()
    }

    public func _resolve(in context: _ResolveContext) -> [ViewNode] {
        let value = text.wrappedValue
        let placeholder = prompt ?? (label as? Text)
        let content: AnyView
        if value.isEmpty {
            let fallback = resolve(label, in: context.appending("label")).map(\.labelText).joined(separator: " ")
            content = AnyView((placeholder ?? Text(fallback)).foregroundColor(TextFieldLook.placeholder(in: context.environment)))
        } else {
            content = AnyView(Text(verbatim: isSecure ? String(repeating: "•", count: value.count) : value))
        }
        let line = content.lineLimit(axis == .horizontal ? 1 : nil)
            .frame(maxWidth: .infinity, alignment: .leading)
        return resolve(TextFieldLook.box(line, in: context.environment), in: DisabledControl.labelContext(context))
    }
}

extension TextField where Label == Text {
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(text: text, prompt: nil, axis: .horizontal) { Text(title) }
    }

    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt, axis: .horizontal) { Text(title) }
    }

    public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
        self.init(text: text, prompt: nil, axis: axis) { Text(title) }
    }

    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(text: text, prompt: prompt, axis: axis) { Text(title) }
    }

    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(titleKey.string, text: text)
    }

    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.init(titleKey.string, text: text, prompt: prompt)
    }

    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {
        self.init(titleKey.string, text: text, axis: axis)
    }

    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(titleKey.string, text: text, prompt: prompt, axis: axis)
    }
}

/// SwiftUI's `SecureField`: a `TextField` whose characters are drawn as bullets (`•`, one a
/// character, as iOS masks a password once typed), with the same placeholder, looks and
/// binding.
public struct SecureField<Label: View>: _PrimitiveView {
    let field: TextField<Label>

    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        var field = TextField(text: text, prompt: prompt, label: label)
        field.isSecure = true
        self.field = field
    }

    public func _resolve(in context: _ResolveContext) -> [ViewNode] { field._resolve(in: context) }
}

extension SecureField where Label == Text {
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(text: text, prompt: nil) { Text(title) }
    }

    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt) { Text(title) }
    }

    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(titleKey.string, text: text)
    }

    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.init(titleKey.string, text: text, prompt: prompt)
    }
}
