import AnimSimCore
import AnimSimExport
import AnimSimScene
import ArgumentParser
import Foundation

/// `animsim trace [SCENE]`: every frame's state and view geometry as JSON (or CSV), streamed;
/// with `--against`, a check of the scene against a stored trace (a golden).
struct TraceCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "trace",
        abstract: "Print each frame's state and view frames as JSON (default) or CSV, or check them against a golden.")

    @OptionGroup var source: SceneOption
    var scene: String? { source.scene }

    @OptionGroup var format: TableFormatOption

    @OptionGroup var range: FramesOption

    @Option(help: ArgumentHelp("Trace every Nth frame and the last (compact goldens).", valueName: "N"))
    var every: Int?

    @Option(help: "Trace exactly this instant, in seconds (need not fall on a frame).")
    var at: Double?

    @OptionGroup var strategies: StrategyOption

    @OptionGroup var text: MeasurerOptions

    @Option(help: ArgumentHelp("Compare every view's frame, rotation, scale and opacity with this stored trace; "
                               + "exit 1 listing what drifted, worst first.", valueName: "golden.json"))
    var against: String?

    @Option(help: "With --against: the largest difference that still matches (points, degrees, scale, opacity).")
    var tolerance: Double = TraceGolden.defaultTolerance

    @Flag(help: "With --against: record the scene's trace as the golden (its frames kept), reporting what changed.")
    var update = false

    func validate() throws {
        let frames = range.frames
        if [frames != nil, at != nil, every != nil].filter({ $0 }).count > 1 {
            throw ValidationError("--frames, --every and --at exclude each other")
        }
        if let every, every < 1 { throw ValidationError("--every takes a whole number of frames, 1 or more") }
        if update && against == nil { throw ValidationError("--update records the golden named by --against") }
        if against != nil && (format.csv || strategies.chosen != nil || at != nil) {
            throw ValidationError("--against compares whole JSON traces: leave out --csv, --strategy and --at")
        }
        if against != nil && !update && (frames != nil || every != nil) {
            throw ValidationError("a check compares the frames the golden holds; --frames and --every choose what --update records")
        }
        if !(tolerance >= 0 && tolerance.isFinite) { throw ValidationError("--tolerance must be 0 or more") }
    }

    var selection: FrameSelection? {
        at.map { .instant($0) } ?? every.map { .every($0) } ?? range.frames.map { .frames($0.range) }
    }

    func run() throws {
        do {
            let prepared = try PreparedScene(try SceneArguments.load(scene, view: source.view.settings(measuring: text.measurer)), engine: try text.engine())
            let (loaded, evaluator) = (prepared.loaded, prepared.evaluator)
            if let against {
                try GoldenCheck(golden: TraceGolden(loaded: loaded, evaluator: evaluator), path: against,
                                scene: scene ?? DefaultScene.source, tolerance: tolerance).run(update: update, selection: selection)
                return
            }
            let writer = TraceWriter(loaded: loaded, evaluator: evaluator)
            var output = StandardOutput()
            TestHold.reached(step: 0, of: "trace")
            do {
                try writer.write(format.csv ? .csv : .json, selection: selection ?? .all, strategies: strategies.chosen, to: &output)
            } catch {
                switch error {
                case .layout(let errors): throw SceneArguments.fail(errors)
                case .selection(let problem): throw CommandFailure("trace", problem.message)
                }
            }
            output.flush()
        } catch let errors as SceneErrors {
            throw SceneArguments.fail(errors)
        }
    }
}
