import AnimSimCairo
import AnimSimCore
import AnimSimExport
import AnimSimScene
import ArgumentParser
import Foundation

/// `animsim check SCENE…`: loads each file, prepares its evaluator and lays out, for each
/// strategy, every frame and every instant a render samples for its guides (`FrameSweep`:
/// those that can differ, on every core); prints a one-line summary per good file and every
/// error of a bad one. A scene `check` accepts, `render` draws, whatever frames it asks for.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check scene files; print a summary line per file or its errors.")

    @Argument(help: ArgumentHelp("Scene files (default: \(SwiftFileScene.defaultDescription)).", valueName: "scenes"))
    var scenes: [String] = []

    @OptionGroup var text: MeasurerOptions

    /// A SwiftUI view's `--script`, `--duration` and `--canvas`: the scene checked is the one they make.
    @OptionGroup var view: ViewOptions

    func run() throws {
        var failed = false
        let engine = try text.engine()
        for path in scenes.isEmpty ? [AnimSimCommands.defaultScene] : scenes.map(Optional.some) {
            let name = path ?? DefaultScene.source
            TestHold.reached(step: 0, of: "check \(name)")
            switch Self.check(path, engine: engine, view: view.settings.measured(by: text.measurer)) {
            case .success(let summary): print("\(name): \(summary)")
            case .failure(let errors):
                failed = true
                StandardError.write(errors.description + "\n")
            }
        }
        Self.noteMissingEmoji(engine.measurer)
        // Each scene's errors are printed as it is checked, beside the others' summaries.
        if failed { throw CommandFailure.status(1) }
    }

    /// Once per run, and only when a checked text had an emoji: a machine without the emoji
    /// font draws them as boxes, which a check can name the cure for.
    static func noteMissingEmoji(_ measurer: any TextMeasurer) {
        guard let cairo = measurer as? CairoTextMeasurer, cairo.measuredEmojiWithoutFont else { return }
        StandardError.write(CairoTextMeasurer.missingEmojiNote + "\n")
    }

    static func check(_ path: String?, engine: LayoutEngine, view: ViewSettings = ViewSettings()) -> Result<String, SceneErrors> {
        do throws(SceneErrors) {
            let prepared = try PreparedScene(try SceneArguments.load(path, view: view), engine: engine)
            let evaluator = prepared.evaluator
            do { try FrameSweep(evaluator: evaluator, strategies: prepared.scene.strategies).run() } catch {
                throw prepared.loaded.positioned(error)
            }
            return .success(prepared.loaded.summary(frameCount: evaluator.frameCount, duration: evaluator.duration))
        } catch {
            return .failure(error)
        }
    }
}
