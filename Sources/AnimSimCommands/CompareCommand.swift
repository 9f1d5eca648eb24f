import AnimSimCore
import AnimSimCairo
import AnimSimCompare
import AnimSimExport
import AnimSimReport
import AnimSimScene
import ArgumentParser
import Foundation

/// `animsim compare [SCENE]`: measures both strategies on one scene (path lengths, distance
/// from the layout's centre, divergence, speed, overlaps, settling) and prints a table, JSON
/// or CSV; `--plot` draws both strategies' trajectories in one picture and `--report` puts
/// plot, tables and a contact sheet on one HTML page. The measuring is AnimSimCompare's, the
/// drawing AnimSimCairo's (`CompareOutputs`); this file only parses and dispatches.
struct CompareCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compare",
        abstract: "Compare the position and animatable strategies on a scene: metrics per view, plot, HTML report.")

    @OptionGroup var source: SceneOption
    var scene: String? { source.scene }

    @OptionGroup var format: TableFormatOption
    var json: Bool { format.json }
    var csv: Bool { format.csv }

    @Option(help: ArgumentHelp("Draw both strategies' trajectories into this PNG.", valueName: "FILE.png"))
    var plot: String?

    @Option(help: ArgumentHelp("Write a self-contained interactive index.html (panes to scrub, divergence, curves, tables) into this directory.",
                               valueName: "DIR"))
    var report: String?

    @Option(help: "Sample instants per frame (more measures curves more finely).")
    var substeps: Int = 8

    @Option(help: "A view has settled once it stays within this many points of where it ends.")
    var epsilon: Double = 0.1

    @OptionGroup var pixels: ScaleOption
    var scale: Double { pixels.scale }

    @OptionGroup var replacing: OverwriteOption
    var overwrite: Bool { replacing.overwrite }

    @OptionGroup var text: MeasurerOptions

    func validate() throws {
        guard substeps >= 1, substeps <= 1000 else { throw ValidationError("--substeps must be in 1…1000") }
        guard epsilon > 0, epsilon.isFinite else { throw ValidationError("--epsilon must be a positive number") }
        if let plot, !plot.lowercased().hasSuffix(".png") { throw ValidationError("--plot writes a PNG: give a FILE.png") }
    }

    func run() throws {
        let options = CompareOptions(substepsPerFrame: substeps, settleEpsilon: epsilon)
        let loaded: LoadedScene
        let evaluator: SceneEvaluator
        let result: (comparison: SceneComparison, samples: [StrategySamples])
        var output = OutputGuard(manifest: RenderManifest(fingerprint: Fingerprint.of("animsim compare"), summary: "animsim compare"))
        output.overwrite = overwrite
        do {
            loaded = try SceneArguments.load(scene, view: source.view.settings(measuring: text.measurer))
            output.inputs = loaded.inputs
            do { try CompareOutputs.checkTargets(plot: plot, report: report, output: output) } catch {
                throw CommandFailure("compare", error)
            }
            evaluator = try PreparedScene(loaded, engine: try text.engine()).evaluator
            let sampler: TrajectorySampler
            do { sampler = try TrajectorySampler(evaluator: evaluator, options: options) } catch { throw loaded.positioned(error) }
            if let refusal = sampler.workRefusal { throw loaded.refusal(refusal) }
            if report != nil, let refusal = ComparisonReport.workRefusal(views: loaded.viewCount, frames: evaluator.frameCount) {
                throw loaded.refusal(refusal)
            }
            TestHold.reached(step: 0, of: "compare: sampling")
            do { result = try SceneComparison.compare(sampler) } catch { throw loaded.positioned(error) }
        } catch let errors as SceneErrors {
            throw SceneArguments.fail(errors)
        }
        let outputs = CompareOutputs(evaluator: evaluator, comparison: result.comparison, samples: result.samples,
                                     scale: CGFloat(scale), output: output)
        do {
            if json {
                print(ComparisonJSON(result.comparison).text(), terminator: "")
            } else if csv {
                print(ComparisonCSV(result.comparison).text, terminator: "")
            } else {
                print(ComparisonTable(result.comparison).text, terminator: "")
                print("\nverdict\n" + (try outputs.verdict()))
            }
            if let plot {
                try outputs.writePlot(to: plot)
                StandardError.write("wrote \(plot)\n")
            }
            if let report {
                let page = try outputs.writeReport(to: report)
                StandardError.write("wrote \(page)\n")
            }
        } catch {
            throw CommandFailure("\(scene ?? DefaultScene.source): \(error)")
        }
    }
}
