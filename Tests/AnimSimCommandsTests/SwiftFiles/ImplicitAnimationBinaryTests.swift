import Foundation
import Testing

/// The deprecated `.animation(_:)` without a value, as published files use it, through the
/// binary: a change made in `onAppear` without `withAnimation` animates with the modifier's
/// curve below it and snaps outside it; `onChange` sees the change after the update.
@Suite struct ImplicitAnimationBinaryTests {
    static let file = """
        import SwiftUI

        struct ContentView: View {
            @State private var wide = false
            @State private var changes = 0

            var body: some View {
                VStack(spacing: 0) {
                    Rectangle().frame(width: wide ? 300 : 100, height: 20)
                        .animation(.linear(duration: 2))
                    Rectangle().frame(width: wide ? 300 : 100, height: 20)
                    Rectangle().frame(width: changes == 1 ? 50 : 10, height: 20)
                }
                .onChange(of: wide) { old, new in changes += 1 }
                .onAppear { wide = true }
            }
        }
        """

    @Test(arguments: [0.5, 1.0, 1.5])
    func widthsAt(time: Double) throws {
        let folder = try AnimSimBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(Self.file.utf8).write(to: folder.appendingPathComponent("Implicit.swift"))
        let run = try AnimSimBinary.run(["trace", "Implicit.swift", "--at", String(time), "--strategy", "animatable"], in: folder,
                                        environment: ["XDG_CACHE_HOME": folder.appendingPathComponent("cache").path])
        #expect(run.status == 0, "\(run.err)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.out.utf8)) as? [String: Any])
        let frame = try #require((json["frames"] as? [[String: Any]])?.first)
        let pane = try #require((frame["strategies"] as? [[String: Any]])?.first)
        let views = try #require(pane["views"] as? [[String: Any]])
        func width(_ id: String) throws -> Double { try #require((views.first { $0["id"] as? String == id })?["frame"] as? [Double])[2] }
        #expect(abs(try width("root/content/0~") - (100 + 200 * time / 2)) < 0.01, "linear over 2 s")
        #expect(abs(try width("root/content/1~") - 300) < 0.01, "outside the modifier: snaps")
        #expect(abs(try width("root/content/2~") - 50) < 0.01, "onChange ran once")
    }
}
