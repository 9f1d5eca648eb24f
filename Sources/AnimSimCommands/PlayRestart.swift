import AnimSimSDL
import Foundation

/// The rebuild loop's restart: replaces this process with the package's new build, on the
/// same arguments, with `ANIMSIM_PLAY_RESUME` telling it where to carry on and
/// `ANIMSIM_PLAY_USES_FD` handing it the uses of the controls made so far.
///
/// `exec`, not a child: the process keeps its pid, its terminal and its parent (a shell
/// waiting on `swift run`, a test watching the pid), and nothing is left running twice.
enum PlayRestart {
    /// Does not return unless `execv` fails; then returns why, for the command to throw (exit 1).
    static func exec(_ executable: String, arguments: [String], resume: PlayerResume) -> CommandFailure {
        // Only standard input, output and error go across: descriptors the window opened
        // (the X connection, SDL's, a build log) would leak into the new process otherwise.
        if let entries = try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd") {
            for fd in entries.compactMap({ Int32($0) }) where fd > 2 { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        }
        setenv(PlayerResume.environmentKey, resume.encoded, 1)
        // Opened after the loop above, so the one descriptor left open for the new process.
        if let fd = CarriedUses.hand(resume.carried, views: resume.viewUses) {
            setenv(CarriedUses.environmentKey, String(fd), 1)
        } else {
            unsetenv(CarriedUses.environmentKey)
        }
        // argv[0] as this process had it: the program of a Swift file is started as `animsim`,
        // and its messages keep saying so after a restart.
        let argv = arguments.map { strdup($0) } + [nil]
        execv(executable, argv)
        // "Text file busy": the linker's last write may still hold the new file for a moment.
        for _ in 0..<40 where errno == ETXTBSY {
            usleep(25_000)
            execv(executable, argv)
        }
        let reason = String(cString: strerror(errno))
        return CommandFailure("play", "cannot start the rebuilt \(executable): \(reason)")
    }
}
