import AnimSim
import AnimSimScene
import ArgumentParser
import Foundation

/// `animsim check SCENE…`: loads each file, prepares its evaluator and lays out its first
/// and last frames; prints a one-line summary per good file and every error of a bad one.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check scene files; print a summary line per file or its errors.")

    @Argument(help: ArgumentHelp("Scene files (default: \(AnimSimCommands.defaultScene ?? "the built-in scene")).", valueName: "scenes"))
    var scenes: [String] = []

    @OptionGroup var text: MeasurerOptions

    func run() throws {
        var failed = false
        let engine = try text.engine()
        for path in scenes.isEmpty ? [AnimSimCommands.defaultScene] : scenes.map(Optional.some) {
            let name = path ?? DefaultScene.source
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
            for frame in Set([0, evaluator.frameCount - 1]) {
                for strategy in loaded.scene.strategies {
                    do { _ = try evaluator.evaluate(at: evaluator.time(ofFrame: frame), strategy: strategy) } catch {
                        throw loaded.positioned(error)
                    }
                }
            }
            return .success(loaded.summary(frameCount: evaluator.frameCount, duration: evaluator.duration))
        } catch {
            return .failure(error)
        }
    }
}
