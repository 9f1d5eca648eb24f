import AnimSimCore

/// SwiftUI's `Button`, iOS's automatic (borderless) style: its label, in the accent colour,
/// sized as the label is. Its action runs plainly, with no transaction of its own (note C1):
/// a state change in it snaps unless the action wraps it in `withAnimation`.
///
/// Under a `.buttonStyle` the style draws it from a `ButtonStyleConfiguration` whose
/// `isPressed` is the button's own state, which a touch sets (`ButtonPress`): true while a
/// `longPress:` holds it (the action runs at the release), and for `ButtonPress.tapLength`
/// from a `tap:`. A script's `control:` runs the action at once, with no press.
///
/// Below a `.disabled(true)` it draws in the disabled grey (`ButtonLook.tint`; a colour the
/// label sets itself stays, as in SwiftUI) and ignores input: no press, no action, in the
/// window and in scripts.
public struct Button<Label: View>: _PrimitiveView {
    let action: () -> Void
    let label: Label
    let role: ButtonRole?
    @State private var isPressed = false

    /// SwiftUI's signatures, plus the call's place (defaulted, so SwiftUI code compiles
    /// unchanged): a `Task { }` the action starts is placed there (`PlacedAction`).
    public init(action: @escaping () -> Void, file: String = #filePath, line: Int = #line, column: Int = #column,
                @ViewBuilder label: () -> Label) {
        self.init(role: nil, action: action, file: file, line: line, column: column, label: label)
    }

    public init(role: ButtonRole?, action: @escaping () -> Void, file: String = #filePath, line: Int = #line,
                column: Int = #column, @ViewBuilder label: () -> Label) {
        self.action = PlacedAction.at(SourceSite(file: file, line: line, column: column), action)
        self.label = label()
        self.role = role
    }

    public func _resolve(in context: _ResolveContext) -> [ViewNode] {
        context.session.install(self, at: context.path, environment: context.environment)
        let styles = context.environment.controlStyles
        let tint = ButtonLook.tint(role, in: context.environment)
        let enabled = context.environment.isEnabled
        // Disabled: a primitive style's `trigger()` and a script's `control:` do nothing, as a tap.
        let action = enabled ? self.action : {}
        let tinted = styles.button?.tintsLabel == false ? context
            : context.with { $0.environment.foregroundColor = $0.environment.foregroundColor ?? tint }
        let nodes: [ViewNode]
        if let primitive = styles.button?.primitive {
            let configuration = PrimitiveButtonStyleConfiguration(label: .init(content: AnyView(label)), role: role, action: action)
            nodes = resolve(context.session.evaluatingBody { primitive(configuration) }, in: tinted)
        } else if let body = styles.button?.body {
            let configuration = ButtonStyleConfiguration(label: .init(content: AnyView(label)), isPressed: isPressed, role: role)
            nodes = resolve(context.session.evaluatingBody { body(configuration) }, in: tinted)
        } else {
            // The automatic look, as before styles: the label tinted, dimmed while pressed.
            let drawn = resolve(label, in: tinted)
            nodes = isPressed ? drawn.map { $0.opacity(ButtonLook.pressedBorderless) } : drawn
        }
        let name = nodes.map(\.labelText).joined(separator: " ")
        context.session.register(ControlEntry(name: name, kind: .button, nodes: nodes.compactMap(\.id), detail: .button) { value in
            guard value == nil else { throw ControlUseError(message: "a button takes no value; '\(name)' was given one") }
            action()
        })
        if styles.button?.primitive == nil, enabled {
            ButtonPress(pressed: $isPressed, action: action).register(on: nodes, in: context, heldInWindow: styles.button != nil)
        }
        return nodes
    }
}

extension Button where Label == Text {
    public init(_ title: String, file: String = #filePath, line: Int = #line, column: Int = #column,
                action: @escaping () -> Void) {
        self.init(action: action, file: file, line: line, column: column) { Text(title) }
    }

    public init(_ title: String, role: ButtonRole?, file: String = #filePath, line: Int = #line, column: Int = #column,
                action: @escaping () -> Void) {
        self.init(role: role, action: action, file: file, line: line, column: column) { Text(title) }
    }
}

/// iOS 17's `Button("Play", systemImage: "play.fill") { … }`: a `Label` of the title and the
/// symbol, as SwiftUI makes it (the icon before the title, in the button's tint).
extension Button where Label == AnimSimViews.Label<Text, Image> {
    public init<S: StringProtocol>(_ title: S, systemImage: String, file: String = #filePath, line: Int = #line,
                                   column: Int = #column, action: @escaping () -> Void) {
        self.init(role: nil, action: action, file: file, line: line, column: column) {
            AnimSimViews.Label(title, systemImage: systemImage)
        }
    }

    public init<S: StringProtocol>(_ title: S, systemImage: String, role: ButtonRole?, file: String = #filePath,
                                   line: Int = #line, column: Int = #column, action: @escaping () -> Void) {
        self.init(role: role, action: action, file: file, line: line, column: column) {
            AnimSimViews.Label(title, systemImage: systemImage)
        }
    }
}
