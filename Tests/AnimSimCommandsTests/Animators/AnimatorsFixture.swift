import Foundation
import Testing

/// One SwiftUI file of animators and gestures, written as an iOS developer writes them
/// (`import SwiftUI`), run by the binary with `--view NAME` and a `--script`: one compile
/// (the cache is shared by every suite that uses it), each command a process of the program.
enum AnimatorsFixture {
    static let folder = Result { () throws -> URL in
        let folder = try AnimSimBinary.temporaryDirectory()
        try AnimatorsProgram.text.write(to: folder.appendingPathComponent("Animators.swift"), atomically: true, encoding: .utf8)
        for (name, text) in AnimatorsProgram.scripts {
            try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        return folder
    }
    static let cache = Result { try AnimSimBinary.temporaryDirectory() }

    static func run(_ arguments: [String]) throws -> AnimSimBinary.Run {
        try AnimSimBinary.run(arguments, in: try folder.get(), environment: ["XDG_CACHE_HOME": try cache.get().path])
    }

    /// Each pane's views at `time`, by trace name: frame x, y, width, height.
    static func frames(view: String, at time: Double, script: String? = nil) throws -> [String: [String: [Double]]] {
        let run = try run(["trace", "Animators.swift", "--view", view, "--at", String(time)] + (script.map { ["--script", $0] } ?? []))
        try #require(run.status == 0, "\(run.err)")
        return try panes(run.out)
    }

    static func panes(_ output: String) throws -> [String: [String: [Double]]] {
        let json = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        let frame = try #require((json["frames"] as? [[String: Any]])?.first)
        var panes: [String: [String: [Double]]] = [:]
        for pane in try #require(frame["strategies"] as? [[String: Any]]) {
            var byName: [String: [Double]] = [:]
            for view in try #require(pane["views"] as? [[String: Any]]) {
                if let id = view["id"] as? String, let frame = view["frame"] as? [Double] { byName[id] = frame }
            }
            panes[try #require(pane["strategy"] as? String)] = byName
        }
        return panes
    }

    /// `name`'s frame x in both panes, which must agree within `tolerance`.
    static func x(of name: String, view: String, at time: Double, script: String? = nil, tolerance: Double = 0.01) throws -> Double {
        let panes = try frames(view: view, at: time, script: script)
        let xs = try panes.values.map { try #require($0[name], "no \(name) in \($0.keys.sorted())")[0] }
        try #require(xs.count == 2)
        #expect(abs(xs[0] - xs[1]) <= tolerance, "the panes disagree on \(name) at \(time): \(xs)")
        return xs[0]
    }
}
