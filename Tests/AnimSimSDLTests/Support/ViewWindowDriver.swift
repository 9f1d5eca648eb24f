import AnimSimCairo
import Foundation

/// Drives a SwiftUI view's drawn controls in a window under test the way a user would: the
/// mouse, through xdotool, on the place the view's trace gives a control, mapped into the
/// window by the pane geometry the player logs under test ("panes: position X,Y; animatable
/// X,Y; scale S" before each "shown in full" whose panes moved).
struct ViewWindowDriver {
    let player: PlayerUnderTest
    /// Each pane's scene origin in window points, by strategy, and window points a scene point.
    let origins: [String: CGPoint]
    let scale: Double

    /// Reads the newest pane geometry the player logged.
    init(_ player: PlayerUnderTest) throws {
        self.player = player
        guard let line = player.output.components(separatedBy: "\n").last(where: { $0.hasPrefix("panes: ") }) else {
            throw TestFailure("the player logged no pane geometry:\n\(player.output)")
        }
        var origins: [String: CGPoint] = [:], scale = 0.0
        for part in line.dropFirst("panes: ".count).components(separatedBy: "; ") {
            let words = part.split(separator: " ")
            guard words.count == 2 else { continue }
            if words[0] == "scale" { scale = Double(words[1]) ?? 0; continue }
            let xy = words[1].split(separator: ",").compactMap { Double($0) }
            if xy.count == 2 { origins[String(words[0])] = CGPoint(x: xy[0], y: xy[1]) }
        }
        guard scale > 0, !origins.isEmpty else { throw TestFailure("unreadable pane geometry: \(line)") }
        self.origins = origins
        self.scale = scale
    }

    /// A scene point of `pane` in whole window points, as xdotool takes them.
    func window(_ point: CGPoint, in pane: String) throws -> (Int, Int) {
        guard let origin = origins[pane] else { throw TestFailure("no pane '\(pane)' in \(origins)") }
        return (Int((origin.x + point.x * scale).rounded()), Int((origin.y + point.y * scale).rounded()))
    }

    /// A scene point of a window point (the inverse of `window`), for what a rounded click hit.
    func scene(_ x: Int, in pane: String) -> Double { (Double(x) - (origins[pane]?.x ?? 0)) / scale }

    func click(_ point: CGPoint, in pane: String) throws {
        let (x, y) = try window(point, in: pane)
        try player.xdotool(["mousemove", "--window", player.windowID, "\(x)", "\(y)", "click", "1"])
    }

    /// Presses at `from`, moves through two places between, releases at `to`; returns the
    /// window x it let go at.
    @discardableResult
    func drag(from: CGPoint, to: CGPoint, in pane: String) throws -> Int {
        let (x0, y0) = try window(from, in: pane), (x1, y1) = try window(to, in: pane)
        var steps = ["mousemove", "--window", player.windowID, "\(x0)", "\(y0)", "mousedown", "1"]
        for k in 1...3 {
            steps += ["mousemove", "--window", player.windowID, "\(x0 + (x1 - x0) * k / 3)", "\(y0 + (y1 - y0) * k / 3)"]
        }
        try player.xdotool(steps + ["mouseup", "1"])
        return x1
    }

    /// The frames of the view's named views (trace names: accessibilityIdentifier, …) at
    /// `time`, in scene points, from `animsim trace` of the same file and cache.
    static func frames(of file: URL, at time: String, environment: [String: String]) throws -> [String: CGRect] {
        let run = try ChildProcess.run(PlayerUnderTest.executable!, ["trace", file.path, "--at", time, "--strategy", "animatable"],
                                       environment: ProcessInfo.processInfo.environment.merging(environment) { $1 }, timeout: 600)
        guard run.status == 0, let start = run.stdout.firstIndex(of: "{"),
              let json = try JSONSerialization.jsonObject(with: Data(run.stdout[start...].utf8)) as? [String: Any],
              let views = ((json["frames"] as? [[String: Any]])?.first?["strategies"] as? [[String: Any]])?.first?["views"] as? [[String: Any]]
        else { throw TestFailure("trace failed (status \(run.status)):\n\(run.stdout)") }
        var frames: [String: CGRect] = [:]
        for view in views {
            guard let id = view["id"] as? String, let f = view["frame"] as? [Double], f.count == 4 else { continue }
            frames[id] = CGRect(x: f[0], y: f[1], width: f[2], height: f[3])
        }
        return frames
    }

    /// Pixels of two grabs that differ by more than `tolerance` within a pane (`size` its
    /// scene size), so a test can tell which panes a use changed.
    func differences(_ a: PixelBuffer, _ b: PixelBuffer, in pane: String, size: CGSize, tolerance: Int = 8) throws -> Int {
        try differences(a, b, in: pane, within: CGRect(origin: .zero, size: size), tolerance: tolerance)
    }

    /// The same within `rect` (scene points of the pane); `outside`: in the pane but not in it.
    func differences(_ a: PixelBuffer, _ b: PixelBuffer, in pane: String, within rect: CGRect, outside: CGRect? = nil,
                     tolerance: Int = 8) throws -> Int {
        try pixels(in: pane, within: rect, outside: outside, of: a).filter { guard a.width == b.width, a.height == b.height else { return true }
            return a[$0.0, $0.1].distance(to: b[$0.0, $0.1]) > tolerance }.count
    }

    /// The window pixels of `rect` in `pane` (less `outside`), within `image`.
    func pixels(in pane: String, within rect: CGRect, outside: CGRect? = nil, of image: PixelBuffer) throws -> [(Int, Int)] {
        let (x0, y0) = try window(rect.origin, in: pane), (x1, y1) = try window(CGPoint(x: rect.maxX, y: rect.maxY), in: pane)
        let hole = try outside.map { (try window($0.origin, in: pane), try window(CGPoint(x: $0.maxX, y: $0.maxY), in: pane)) }
        var found: [(Int, Int)] = []
        for y in max(y0, 0)..<max(min(y1, image.height), max(y0, 0)) {
            for x in max(x0, 0)..<max(min(x1, image.width), max(x0, 0)) {
                if let ((hx0, hy0), (hx1, hy1)) = hole, x >= hx0, x < hx1, y >= hy0, y < hy1 { continue }
                found.append((x, y))
            }
        }
        return found
    }
}
