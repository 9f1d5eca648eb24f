import Foundation
import Testing
@testable import AnimSimCommands

/// The backtracer's banner is kept from the user's terminal, however the pipe splits it, and
/// everything else a program writes to standard error passes unchanged (`BacktraceBanner`).
@Suite struct BacktraceBannerTests {
    static let banner = "\n*** Signal 3: Backtracing from 0x7f0c2b1e4a3d... done ***\n\n"

    /// The chunks as the pipe gives them, and what reaches the user.
    static let cases: [([String], String)] = [
        (["before\n" + banner + "after\n"], "before\nafter\n"),
        (["before\n\n*** Sig", "nal 3: Backtracing from 0x1...", " done ***\n", "\n"], "before\n"),
        (["Bad.swift:6: Fatal error: past 90°\n", "\n*** Program crashed: Illegal instruction at 0x1 ***\n\n"],
         "Bad.swift:6: Fatal error: past 90°\n"),
        (["a\n\nb\n", "***not a banner\n", "** x"], "a\n\nb\n***not a banner\n** x"),
        (["tick", ".", ".\n"], "tick..\n"),
        (["last line without newline\n\n"], "last line without newline\n\n"),
    ]

    @Test(arguments: cases.indices)
    func onlyTheBannerIsTakenOut(_ index: Int) {
        let (chunks, expected) = Self.cases[index]
        var filter = BacktraceBanner()
        var out = Data()
        for chunk in chunks { out.append(filter.pass(Data(chunk.utf8))) }
        out.append(filter.finish())
        #expect(String(decoding: out, as: UTF8.self) == expected, "\(chunks)")
    }
}
