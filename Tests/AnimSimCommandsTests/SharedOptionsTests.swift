import Foundation
import Testing
import AnimSimCore
import AnimSimPresentation
import AnimSimExport
@testable import AnimSimCommands

/// The options several commands share are declared once: each is parsed to its type, and a
/// bad value gets the same message from every command that takes it.
@Suite struct SharedOptionsTests {
    /// ArgumentParser's message for `arguments`, or nil when they parse.
    static func message(_ arguments: [String]) -> String? {
        do {
            _ = try AnimSimCommand.parseAsRoot(arguments)
            return nil
        } catch {
            return AnimSimCommand.message(for: error)
        }
    }

    @Test(arguments: [
        (["--strategy", "postion"], ["render", "trace"], "The value 'postion' is invalid for '--strategy <strategy>'. Please provide one of 'position' and 'animatable'."),
        (["--overlays", "trail"], ["render", "play"], "The value 'trail' is invalid for '--overlays <overlays>': unknown overlay 'trail'"),
        (["--scale", "0"], ["render", "play", "compare"], "--scale must be in 0 < scale ≤ 8, not 0.0"),
        (["--frames", "9-2"], ["render", "trace"], "The value '9-2' is invalid for '--frames <A-B>': expected A-B, A, A- or -B with 0 ≤ A ≤ B"),
        (["--json", "--csv"], ["trace", "compare"], "--json and --csv exclude each other"),
    ])
    func aBadValueGetsOneMessageEverywhere(option: [String], commands: [String], expected: String) throws {
        let messages = commands.map { Self.message([$0] + option) }
        for (command, message) in zip(commands, messages) {
            #expect(message?.hasPrefix(expected) == true, "\(command): \(message ?? "parsed")")
        }
        #expect(Set(messages).count == 1, "\(messages)")
    }

    @Test func valuesAreParsedToTheirTypes() throws {
        let render = try #require(try AnimSimCommand.parseAsRoot(["render", "s.yaml", "--strategy", "animatable",
                                                                  "--overlays", "trails,hud", "--frames", "3-", "--scale", "2"]) as? RenderCommand)
        #expect(render.scene == "s.yaml")
        #expect(render.strategies.chosen == [.animatable])
        #expect(render.overlayOption.overlays == [.trails, .hud])
        #expect(render.range.frames?.range == 3...Int.max && render.frames == FrameRange("3-"))
        #expect(render.scale == 2)
        let trace = try #require(try AnimSimCommand.parseAsRoot(["trace", "--frames=-4", "--csv"]) as? TraceCommand)
        #expect(trace.selection == .frames(0...4) && trace.format.csv && trace.strategies.chosen == nil)
    }

    @Test(arguments: [("7", 7...7), ("2-5", 2...5), ("2-", 2...Int.max), ("-5", 0...5), (" 1 - 3 ", 1...3)])
    func frameRanges(text: String, range: ClosedRange<Int>) {
        #expect(FrameRange(argument: text)?.range == range)
    }

    @Test(arguments: ["", "a", "5-2", "-1-3", "1-b", "1.5"])
    func badFrameRanges(text: String) {
        #expect(FrameRange(argument: text) == nil)
    }
}
