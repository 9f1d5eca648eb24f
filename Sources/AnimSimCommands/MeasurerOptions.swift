import AnimSimCore
import AnimSimCairo
import ArgumentParser

/// `--measurer`, shared by every command that lays a scene out: what a trace or a check
/// reports is measured with the metrics a render draws with, unless a user asks for the
/// fixed advance explicitly.
struct MeasurerOptions: ParsableArguments {
    @Option(help: "How text is sized: font (the metrics render draws with, the default) or fixed (0.6 em per character, independent of the installed font).")
    var measurer: TextMetrics = .font

    func engine() throws -> LayoutEngine { try measurer.engine() }
}

extension TextMetrics: ExpressibleByArgument {}
