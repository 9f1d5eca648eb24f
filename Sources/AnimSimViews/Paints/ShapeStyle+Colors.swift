import AnimSimCore

/// SwiftUI's colours as `ShapeStyle` members, so that a colour written as an implicit member
/// resolves wherever a `ShapeStyle` is taken: `.background(.red)`, `.fill(.red.gradient)`,
/// `.foregroundStyle(.white)`. SwiftUI declares each one twice, on `Color` and on
/// `ShapeStyle where Self == Color`; the compiler prefers `Color`'s own where the context is a
/// colour, so these change nothing there. Without them a generic style parameter finds no
/// `red`: `.background(.red)` stopped at `type 'Material' has no member 'red'` and
/// `.fill(.red.gradient)` at `member 'gradient' in 'Color' produces result of type
/// 'AnyGradient', but context expects 'Color'`.
extension ShapeStyle where Self == Color {
    public static var red: Color { Color.red }
    public static var orange: Color { Color.orange }
    public static var yellow: Color { Color.yellow }
    public static var green: Color { Color.green }
    public static var mint: Color { Color.mint }
    public static var teal: Color { Color.teal }
    public static var cyan: Color { Color.cyan }
    public static var blue: Color { Color.blue }
    public static var indigo: Color { Color.indigo }
    public static var purple: Color { Color.purple }
    public static var pink: Color { Color.pink }
    public static var brown: Color { Color.brown }
    public static var gray: Color { Color.gray }
    public static var black: Color { Color.black }
    public static var white: Color { Color.white }
    public static var clear: Color { Color.clear }
}

extension View {
    /// SwiftUI's `background(_:ignoresSafeAreaEdges:)` with any style (a colour, a gradient):
    /// the view's bounds filled with it, behind the view. The canvas has no safe area, so the
    /// edges change nothing. Disfavoured, so that a `Color` value, which is a view as well,
    /// keeps going to `background(_:alignment:)` (the same drawing) without an ambiguity.
    @_disfavoredOverload
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        background(Rectangle().fill(style))
    }
}
