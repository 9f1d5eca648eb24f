import Foundation
import Testing

/// The README's first Swift block is `Examples/ContentView.swift`, whole, and runs as the
/// README says: with Rotate pressed at 0.5 s, halfway through the 2-s turn every square is on
/// the wheel's circle, 45° round, in the animatable pane, and on the chord between its two
/// places, 120·cos 45° from the centre, in the position pane.
@Suite struct ReadmeContentViewTests {
    static let example = AnimSimBinary.root.appendingPathComponent("Examples/ContentView.swift")
    static let cache = Result { try AnimSimBinary.temporaryDirectory() }

    @Test func theReadmeShowsTheExampleWhole() throws {
        let readme = try String(contentsOf: AnimSimBinary.root.appendingPathComponent("README.md"), encoding: .utf8)
        let file = try String(contentsOf: Self.example, encoding: .utf8)
        let block = try #require(readme.components(separatedBy: "```swift\n").dropFirst().first?.components(separatedBy: "```\n").first)
        #expect(block == file)
    }

    @Test(arguments: [(1.5, 45.0), (0.25, 0.0), (2.5, 90.0)])
    func theExampleTurnsAsTheReadmeSays(time: Double, degrees: Double) throws {
        let folder = try AnimSimBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        try "- { at: 0.5, control: Rotate }\n".write(to: folder.appendingPathComponent("uses.yaml"), atomically: true, encoding: .utf8)
        let run = try AnimSimBinary.run(["trace", Self.example.path, "--script", "uses.yaml", "--at", String(time)], in: folder,
                                        environment: ["XDG_CACHE_HOME": try Self.cache.get().path])
        #expect(run.status == 0, "\(run.err)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.out.utf8)) as? [String: Any])
        let frame = try #require((json["frames"] as? [[String: Any]])?.first)
        for pane in try #require(frame["strategies"] as? [[String: Any]]) {
            let strategy = try #require(pane["strategy"] as? String)
            let views = try #require(pane["views"] as? [[String: Any]])
            func centre(_ id: String) throws -> (x: Double, y: Double) {
                let c = try #require(views.first { $0["id"] as? String == id }?["center"] as? [Double], "\(strategy): no \(id)")
                return (c[0], c[1])
            }
            let wheel = try centre("root/content/0")
            for index in 0..<8 {
                let square = try centre("root/content/0/content/[\(index)]")
                let start = Double(index) * Double.pi / 4, end = start + degrees * Double.pi / 180
                // The animatable pane: on the circle at the turned angle; the position pane: on the chord.
                let expected = strategy == "animatable" || degrees != 45
                    ? (x: wheel.x + 120 * cos(end), y: wheel.y + 120 * sin(end))
                    : (x: wheel.x + 60 * (cos(start) + cos(start + Double.pi / 2)), y: wheel.y + 60 * (sin(start) + sin(start + Double.pi / 2)))
                #expect(abs(square.x - expected.x) < 0.01 && abs(square.y - expected.y) < 0.01,
                        "\(strategy) square \(index) at \(time): \(square) ≠ \(expected)")
            }
        }
    }
}
