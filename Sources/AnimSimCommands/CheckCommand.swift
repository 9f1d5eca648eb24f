import AnimSim
import AnimSimExport
import AnimSimPresentation
import AnimSimScene
import ArgumentParser
import Foundation

/// `animsim check SCENE…`: loads each file, prepares its evaluator and lays out every frame
/// and every instant a render samples for its guides (its first and last frames only, when
/// that is more than `validationBudget` view-instants); prints a one-line summary
/// per good file and every error of a bad one. A scene `check` accepts, `render` draws.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check scene files; print a summary line per file or its errors.")

    @Argument(help: ArgumentHelp("Scene files (default: \(AnimSimCommands.defaultScene ?? "the built-in scene")).", valueName: "scenes"))
    var scenes: [String] = []

    @OptionGroup var text: MeasurerOptions

    /// View-instants (views × instants × strategies) up to which every frame is laid out:
    /// a scene of 50 views with two-way layout values costs about 0.1 ms each in a debug
    /// build, so the bound keeps any check within seconds; larger scenes are checked at
    /// their first and last frames.
    static let validationBudget = 50_000

    func run() throws {
        var failed = false
        let engine = try text.engine()
        for path in scenes.isEmpty ? [AnimSimCommands.defaultScene] : scenes.map(Optional.some) {
            let name = path ?? DefaultScene.source
            TestHold.reached(step: 0, of: "check \(name)")
            switch Self.check(path, engine: engine) {
            case .success(let summary): print("\(name): \(summary)")
            case .failure(let errors):
                failed = true
                StandardError.write(errors.description + "\n")
            }
        }
        if failed { throw ExitCode(1) }
    }

    static func check(_ path: String?, engine: LayoutEngine) -> Result<String, SceneErrors> {
        do throws(SceneErrors) {
            let loaded = try SceneArguments.load(path)
            let evaluator = try loaded.evaluator(engine: engine)
            let strategies = loaded.scene.strategies
            let ends = Array(Set([0, evaluator.frameCount - 1])).sorted().map(evaluator.time(ofFrame:))
            var times = ends
            if (evaluator.frameCount + FrameComposer.maxPathSamples) * strategies.count * max(loaded.viewCount, 1)
                <= Self.validationBudget {
                do {
                    // Path samples that fall on a frame's time are laid out once.
                    let frames = (0..<evaluator.frameCount).map(evaluator.time(ofFrame:))
                    let known = Set(frames)
                    times = frames + (try FrameComposer.pathSampleTimes(evaluator, strategies: strategies)).filter { !known.contains($0) }
                } catch {
                    throw loaded.positioned(error)
                }
            }
            for time in times {
                do { _ = try evaluator.evaluate(at: time, strategies: strategies) } catch {
                    throw loaded.positioned(error)
                }
            }
            return .success(loaded.summary(frameCount: evaluator.frameCount, duration: evaluator.duration))
        } catch {
            return .failure(error)
        }
    }
}
