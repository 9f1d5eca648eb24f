import AnimSimCore
import AnimSimCairo
import AnimSimExport
import AnimSimMotion
import AnimSimScene
import ArgumentParser
import Foundation

/// `render --format lottie|svg`: keyframed files instead of frames. Kept apart from the
/// frame export so `render`'s own options stay untouched; `--out`, `--fps` and `--strategy`
/// mean the same here.
struct MotionExportOutput {
    var format: MotionExport.Format
    var out: String?
    var fps: Double?
    var tolerance: Double
    var strategies: [Strategy]

    /// `--format`, or without one `--out`'s extension: .json is Lottie, .svg is SVG.
    static func format(_ format: RenderFormat?, out: String?) -> MotionExport.Format? {
        if let format {
            if case .keyframes(let motion) = format { return motion }
            return nil
        }
        switch out.map({ ($0 as NSString).pathExtension.lowercased() }) {
        case "json"?: return .lottie
        case "svg"?: return .svg
        default: return nil
        }
    }

    func run(scene path: String?, view: ViewSettings) throws {
        let loaded: LoadedScene
        do { loaded = try SceneArguments.load(path, view: view) } catch { throw SceneArguments.fail(error) }
        let prepared: PreparedScene
        // Text is measured with the fonts the labels' outlines come from, as `render` does.
        // Keyframes were never held to the frame limits, which bound drawing frames.
        do {
            prepared = try PreparedScene(loaded, engine: LayoutEngine(measurer: try CairoTextMeasurer()), checkingLimits: false) { scene in
                if let fps { scene.fps = fps }
            }
        } catch let errors as SceneErrors {
            throw SceneArguments.fail(errors)
        } catch {
            throw CommandFailure("render", error)
        }
        let (scene, evaluator) = (prepared.scene, prepared.evaluator)
        let strategies = self.strategies.isEmpty ? scene.strategies : self.strategies
        let file = out ?? "animsim." + (format == .lottie ? "json" : "svg")
        let paths = MotionExport.paths(for: file, strategies: strategies)
        let export = MotionExport(evaluator: evaluator, tolerance: tolerance,
                                  outliner: { GlyphOutlines.contours($0, fontSize: $1) })
        var results: [MotionExport.Result] = []
        do {
            for strategy in strategies { results.append(try export.export(strategy, as: format)) }
        } catch let error as MotionExportError {
            if case .layout(let errors) = error { throw SceneArguments.fail(loaded.positioned(errors)) }
            throw CommandFailure("render", error)
        }
        // Everything is computed before the first byte is written, and every file goes to a
        // temporary name first: either all files appear or none does.
        do { try Self.write(results.map(\.data), to: paths) } catch { throw CommandFailure("render", error) }
        let position = results.first { $0.strategy == .position }?.summary
        print("tolerance \(String(format: "%g", tolerance)) pt, \(evaluator.frameCount) frames at \(String(format: "%g", scene.fps)) fps")
        for (result, path) in zip(results, paths) {
            print(result.summary.line(comparedWith: position) + " → \(path)")
        }
        // What a format cannot carry is said once per view and thing, never silently dropped.
        var warned: Set<String> = []
        for warning in results.flatMap(\.warnings) where warned.insert(warning).inserted {
            FileHandle.standardError.write(Data("warning: \(format.rawValue): \(warning)\n".utf8))
        }
    }
}

extension MotionExportOutput {
    struct WriteError: Error, CustomStringConvertible {
        var description: String
    }

    /// Writes each file beside its destination under a hidden temporary name, then renames
    /// them all into place; on any failure the temporary files are removed.
    static func write(_ contents: [Data], to paths: [String]) throws {
        var temporaries: [String] = []
        defer {
            for path in temporaries {
                unlink(path)
                Interruption.removeTemporary(path)
            }
        }
        for (data, path) in zip(contents, paths) {
            let url = URL(fileURLWithPath: path)
            let directory = url.deletingLastPathComponent().path
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
                throw WriteError(description: "cannot write \(path): there is no directory \(directory); create it first")
            }
            if FileManager.default.fileExists(atPath: path), !MotionExport.wroteFile(at: path) {
                throw WriteError(description: "\(path) exists and was not written by AnimSim; remove it or choose another --out")
            }
            let temporary = directory + "/." + url.lastPathComponent + ".tmp-\(getpid())"
            Interruption.addTemporary(temporary)
            guard FileManager.default.createFile(atPath: temporary, contents: data) else {
                throw WriteError(description: "cannot write \(path): \(String(cString: strerror(errno)))")
            }
            temporaries.append(temporary)
        }
        for (temporary, path) in zip(temporaries, paths) where rename(temporary, path) != 0 {
            throw WriteError(description: "cannot write \(path): \(String(cString: strerror(errno)))")
        }
        temporaries.forEach(Interruption.removeTemporary)
        temporaries.removeAll()
    }

    /// Frame options mean nothing for keyframes: refuse them rather than ignore them.
    static func unusable(size: Bool, scale: Double, frames: Bool, contactSheet: Bool, overlays: Bool, resume: Bool) -> String? {
        let given = [("--size", size), ("--scale", scale != 1), ("--frames", frames),
                     ("--contact-sheet", contactSheet), ("--overlays", overlays), ("--resume", resume)]
            .filter(\.1).map(\.0)
        guard !given.isEmpty else { return nil }
        return "\(given.joined(separator: ", ")) do not apply to lottie or svg output, which takes --out, --fps, --strategy and --tolerance"
    }
}
