import AnimSimCore

/// The plate behind a `.bordered` or `.borderedProminent` button's label: the tint in effect
/// where the button is (`ButtonLook.tint`) at `opacity`, in the `.buttonBorderShape(_:)` in
/// effect (the style's rounded rectangle by default). A disabled button's plate is the
/// disabled grey at the bordered 15 %, whatever the style, as iOS greys out a filled button.
/// A style's body has no environment of its own, so this view reads it where it is drawn.
struct ButtonPlate: View {
    let role: ButtonRole?
    let opacity: Double
    @Environment(\.self) private var environment

    var body: some View {
        let styles = environment.controlStyles
        let paint = ButtonLook.tint(role, in: environment).opacity(styles.isEnabled ? opacity : ButtonLook.borderedFillOpacity)
        switch styles.borderShape.kind {
        case .capsule: Capsule().fill(paint)
        case .circle: Circle().fill(paint)
        case .roundedRectangle(let radius?): RoundedRectangle(cornerRadius: radius).fill(paint)
        case .automatic, .roundedRectangle(nil): RoundedRectangle(cornerRadius: ButtonLook.cornerRadius).fill(paint)
        }
    }
}
