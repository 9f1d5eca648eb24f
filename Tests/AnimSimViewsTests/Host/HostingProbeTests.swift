import Foundation
import Testing
import AnimSim

/// The hosting probe (`HostingProbe`): a root answering a finite proposal with a size that is
/// not finite stops the host, placed at the layout's call; ordinary roots pass, including
/// ones that fill ∞×∞. The layout is AnimSim's `CrashLayout` (the scene files' `crash`),
/// article 000's, whose own copy runs as the program Tests/AnimSimCommandsTests/Articles/000-crash.
@MainActor @Suite struct HostingProbeTests {
    struct Crashing: View {
        static let line = #line + 2
        var body: some View {
            CrashLayout { Text("Hello, World!") }
        }
    }

    /// The same layout under a modifier is still the one blamed.
    struct PaddedCrash: View {
        static let line = #line + 2
        var body: some View {
            CrashLayout { Text("Hello, World!") }.padding(10)
        }
    }

    struct Filling: View {
        var body: some View { Color.blue }
    }

    @Test func theCrashLayoutStopsTheHostAtItsCall() throws {
        for (failure, line) in [(ViewHost(Crashing()).failure, Crashing.line), (ViewHost(PaddedCrash()).failure, PaddedCrash.line)] {
            let failure = try #require(failure)
            #expect(failure.site.file.hasSuffix("HostingProbeTests.swift"))
            #expect(failure.site.line == line && failure.site.column == 25, "\(failure)")
            #expect(failure.message.hasPrefix("CrashLayout's sizeThatFits returned inf×inf for proposal 0×0"), "\(failure.message)")
        }
    }

    @Test func aStoppedHostRefusesUses() {
        let host = ViewHost(Crashing())
        #expect(throws: ViewHostError.self) { try host.use(control: "#1", at: 1) }
    }

    @Test func aFillingRootPasses() {
        #expect(ViewHost(Filling()).failure == nil)
        #expect(ViewHost(ScrollViewTests.Tall()).failure == nil)
    }
}
