import AnimSimExport
import AnimSimScene
import AnimSimSDL
import Foundation

/// `play FILE.swift` when user code traps: the window lives in the program's process, so a
/// trap takes it away; `animsim`, waiting on the program, starts the last good program
/// again where the window last showed a frame in full (`PlayCheckpoint`), paused, with the
/// uses of the controls that frame included (not the one whose rebuild trapped) and the
/// trap's message over the frame. A save that compiles then replaces it as any program.
///
/// A trap before the window showed any frame (in sampling the scene's timeline for the
/// guides, say, which runs the layout at every instant) restarts the program as its command
/// line says, paused; the restarted window never samples the timeline (`LiveComposer.samples`).
///
/// A crash loop ends the command: a program that traps again before its restarted window
/// got anywhere (the same instant, the same uses, or still no frame: nothing was played or
/// pressed since, as when the trap is in building the scene) is not started a third time.
///
/// The status when the window is then closed is the trap's, 128 + its signal (132 for a
/// Swift trap on x86-64, SIGILL), unless a save that compiled replaced the program since:
/// the command ran into the trap, and a script running `play` should know.
struct SwiftFileTrapRestart {
    /// The checkpoint's path (`ANIMSIM_PLAY_CHECKPOINT`).
    let path: String
    /// Where the last restart started: nil before any; `.nothing` when no frame had been shown.
    private var restartedFrom: Shown?
    private var restartedProgram: String?
    private var trapStatus: Int32?

    private enum Shown: Equatable {
        case nothing
        case frame(program: String, time: Double, carried: [CarriedUse], views: [ControlScript.Use])
    }

    init(path: String) {
        self.path = path
        PlayCheckpoint.remove(path: path)
    }

    /// After a trap that ended the program with `status`: the program to start (`program`,
    /// the first one, when no frame was shown) and where (nil: as its command line says), or
    /// nil when the command ends (the reason said on standard error).
    mutating func next(after status: Int32, program: String) -> (program: String, resume: PlayerResume?)? {
        trapStatus = status
        var resume = PlayCheckpoint.read(path: path)?.resume
        let executable = PlayCheckpoint.read(path: path)?.program ?? program
        resume?.playback.paused = true
        let shown = resume.map { Shown.frame(program: executable, time: $0.playback.time, carried: $0.carried, views: $0.viewUses) } ?? .nothing
        let at = resume.map { "at t = " + String(format: "%.3f", $0.playback.time) + " s" } ?? "before its window showed a frame"
        if restartedFrom == shown {
            StandardError.write("animsim: the program trapped again as it restarted \(at); `play` ends rather than loop\n")
            return nil
        }
        restartedFrom = shown
        restartedProgram = executable
        StandardError.write("animsim: restarting the last good program " + (resume == nil ? "paused, as its command line says" : "\(at), paused")
                            + ", with the trap's message over it\n")
        return (executable, resume)
    }

    /// The command's status once the window closed and the program exited with `exited`.
    func status(exited: Int32) -> Int32 {
        guard let trapStatus, exited == 0 else { return exited }
        if let shown = PlayCheckpoint.read(path: path), shown.program != restartedProgram { return exited }
        return trapStatus
    }
}
