import AnimSimCore

/// `.glass` (iOS 26): the label in the tint, padded as a bordered button's, on a capsule of
/// Liquid Glass (AnimSim's frosted plate, `Glass`); `.glass(.clear)` and tinted glass as given.
/// A pressed button dims as a bordered one does (iOS swells the glass under the finger).
public struct GlassButtonStyle: ButtonStyle {
    let glass: Glass

    public init() { glass = .regular }
    public init(_ glass: Glass) { self.glass = glass }

    public func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(.horizontal, ButtonLook.padding.horizontal)
            .padding(.vertical, ButtonLook.padding.vertical)
            .background(GlassButtonPlate(glass: glass, role: nil))
            .opacity(configuration.isPressed ? ButtonLook.pressedBordered : 1)
    }
}

/// `.glassProminent` (iOS 26): as `.borderedProminent` in glass, the label in white on a
/// capsule of glass tinted with the tint in effect, dense enough (0.9) to read as the tint.
public struct GlassProminentButtonStyle: ButtonStyle {
    public init() {}

    /// The prominent plate's density, AnimSim's choice: the tint nearly opaque, as iOS shows it.
    static let density = 0.9

    public func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .modifier(_EnvironmentModifier { if $0.isEnabled { $0.foregroundColor = .white } })
            .padding(.horizontal, ButtonLook.padding.horizontal)
            .padding(.vertical, ButtonLook.padding.vertical)
            .background(GlassButtonPlate(glass: nil, role: configuration.role))
            .opacity(configuration.isPressed ? ButtonLook.pressedBordered : 1)
    }
}

/// The capsule of glass behind a glass button's label: `glass` as given, or (nil) the
/// prominent plate in the tint in effect where the button is drawn, which a style's body
/// cannot read itself.
struct GlassButtonPlate: View {
    let glass: Glass?
    let role: ButtonRole?
    @Environment(\.self) private var environment

    var body: some View {
        let tint = ButtonLook.tint(role, in: environment)
        GlassPlate(glass: glass ?? Glass(density: GlassProminentButtonStyle.density, tintColor: tint), shape: Capsule())
    }
}

extension ButtonStyle where Self == GlassButtonStyle {
    public static var glass: GlassButtonStyle { .init() }
    public static func glass(_ glass: Glass) -> GlassButtonStyle { .init(glass) }
}
extension ButtonStyle where Self == GlassProminentButtonStyle {
    public static var glassProminent: GlassProminentButtonStyle { .init() }
}
