import AnimSim
import AnimSimScene
import ArgumentParser
import Foundation

/// `animsim trace [SCENE]`: every frame's state and view geometry as JSON (or CSV), streamed.
struct TraceCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "trace",
        abstract: "Print each frame's state and view frames as JSON (default) or CSV.")

    @Argument(help: "Scene file (default: the built-in scene).")
    var scene: String?

    @Flag(help: "JSON output (the default).")
    var json = false

    @Flag(help: "CSV output: one row per view per strategy per frame.")
    var csv = false

    @Option(help: "Frames to trace: A-B, A, or A- (to the end).")
    var frames: String?

    @Option(help: "Trace exactly this instant, in seconds (need not fall on a frame).")
    var at: Double?

    @Option(help: "Only this strategy (position or animatable); repeat for several.")
    var strategy: [String] = []

    @OptionGroup var text: MeasurerOptions

    func validate() throws {
        if json && csv { throw ValidationError("--json and --csv exclude each other") }
        if frames != nil && at != nil { throw ValidationError("--frames and --at exclude each other") }
        if let frames, FrameSelection.parse(frames: frames) == nil {
            throw ValidationError("--frames takes A-B, A or A- with 0 ≤ A ≤ B, not '\(frames)'")
        }
        for name in strategy where Strategy(rawValue: name) == nil {
            throw ValidationError("unknown strategy '\(name)'; expected \(Strategy.allCases.map(\.rawValue).joined(separator: " or "))")
        }
    }

    func run() throws {
        let selection: FrameSelection = at.map { .instant($0) } ?? frames.flatMap { FrameSelection.parse(frames: $0) } ?? .all
        let strategies = strategy.isEmpty ? nil : strategy.compactMap(Strategy.init(rawValue:))
        do {
            let loaded = try SceneArguments.load(scene)
            let writer = TraceWriter(loaded: loaded, evaluator: try loaded.evaluator(engine: try text.engine()))
            var output = StandardOutput()
            do {
                try writer.write(csv ? .csv : .json, selection: selection, strategies: strategies, to: &output)
            } catch {
                switch error {
                case .layout(let errors): StandardError.write(errors.description + "\n")
                case .selection(let problem): StandardError.write("animsim trace: \(problem.message)\n")
                }
                throw ExitCode(1)
            }
            output.flush()
        } catch let errors as SceneErrors {
            throw SceneArguments.fail(errors)
        }
    }
}
