import AnimSim
import AnimSimScene

extension LayoutRegistry {
    /// The built-in layouts and `spiral`, whose parameters scene files may write as
    /// `spiral: { spacing: 24, step: 30deg, turn: $turn }`. Each parameter is declared with
    /// its kind (docs/swift.md maps kinds to YAML), so a scene's values are checked at load
    /// with positioned errors; numbers and angles may be `$state` references.
    public static var withSpiral: LayoutRegistry {
        var registry = LayoutRegistry.standard
        registry.register("spiral", summary: "views on an Archimedean spiral",
                          parameters: [.length("spacing", default: 20, summary: "how far each turn moves out"),
                                       .angle("step", default: .degrees(30), summary: "angle between neighbours"),
                                       .angle("turn", default: .zero, summary: "rotation of the whole spiral")],
                          animatableData: ["spacing", "turn"]) { args in
            AnyLayout(SpiralLayout(spacing: args.cgFloat("spacing"), step: args.angle("step"), turn: args.angle("turn")))
        }
        return registry
    }
}
