import Foundation

/// When to show the progress bar.
public enum ProgressMode: Sendable {
    /// Only when stderr is a terminal: logs and pipes stay clean.
    case automatic
    case always
    case never
}

/// A one-line progress bar with rate and ETA on stderr, redrawn at most ten times a second.
/// Written through FileHandle (the C `stderr` global is off-limits under Swift 6).
final class ProgressReporter {
    private let total: Int
    private let label: String
    private let enabled: Bool
    private let start = Date()
    private var lastDraw = Date.distantPast
    private var drawn = false

    init(total: Int, label: String, mode: ProgressMode) {
        self.total = total
        self.label = label
        self.enabled = switch mode {
        case .automatic: isatty(STDERR_FILENO) == 1
        case .always: true
        case .never: false
        }
    }

    func update(done: Int, force: Bool = false) {
        guard enabled else { return }
        let now = Date()
        guard force || now.timeIntervalSince(lastDraw) >= 0.1 else { return }
        lastDraw = now
        emit("\r" + line(done: done, elapsed: now.timeIntervalSince(start)) + "\u{1B}[K")
        drawn = true
    }

    /// A message on its own line (the bar is redrawn under it on the next update).
    func note(_ text: String) {
        guard enabled else { return }
        emit((drawn ? "\n" : "") + text + "\n")
        drawn = false
    }

    func finish(done: Int) {
        guard enabled else { return }
        update(done: done, force: true)
        emit("\n")
        drawn = false
    }

    func line(done: Int, elapsed: TimeInterval) -> String {
        let width = 24
        let fraction = total > 0 ? Double(done) / Double(total) : 1
        let filled = Int((fraction * Double(width)).rounded(.down))
        let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
        let rate = elapsed > 0 ? Double(done) / elapsed : 0
        var text = "\(label) \(bar) \(done)/\(total) \(Int((fraction * 100).rounded(.down)))%"
        if rate > 0 {
            text += String(format: "  %.1f fps", rate)
            if done < total { text += "  ETA " + Self.clock(Double(total - done) / rate) }
        }
        return text
    }

    static func clock(_ seconds: Double) -> String {
        let s = Int(seconds.rounded(.up))
        return s >= 3600 ? String(format: "%d:%02d:%02d", s / 3600, s / 60 % 60, s % 60)
                         : String(format: "%d:%02d", s / 60, s % 60)
    }

    private func emit(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}
