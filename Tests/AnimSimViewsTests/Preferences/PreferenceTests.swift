import Foundation
import Testing
import AnimSim

/// Preferences (note U5), settled before a frame is shown: article 001's `readSize`, a
/// child reporting its size through `GeometryReader` and a preference, the parent storing it
/// in `@State` and laying out from it. A preference that never settles stops the host with
/// SwiftUI's message, placed at its `onPreferenceChange` (AnimSim's departure: no hang, no
/// endless re-rendering).
@MainActor @Suite struct PreferenceTests {
    struct SizeKey: PreferenceKey {
        static let defaultValue: CGSize = .zero
        static func reduce(value: inout CGSize, nextValue: () -> CGSize) {}
    }

    struct SumKey: PreferenceKey {
        static let defaultValue = 0
        static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
    }

    /// The article's `readSize`: the width the parent is given, read back and shown.
    struct Measured: View {
        @State var width: CGFloat = 0
        @State var deliveries = 0
        var body: some View {
            VStack {
                Color.clear.frame(height: 10)
                    .background(GeometryReader { proxy in Color.clear.preference(key: SizeKey.self, value: proxy.size) })
                    .onPreferenceChange(SizeKey.self) { size in
                        width = size.width
                        deliveries += 1
                    }
                // Laid out from the measured width: a third of it.
                Rectangle().frame(width: width / 3, height: 20)
                Text("\(Int(width)) after \(deliveries)")
            }
            .frame(width: 300)
        }
    }

    @Test func aMeasuredSizeSettlesBeforeTheFirstFrame() throws {
        let host = ViewHost(Measured())
        #expect(host.failure == nil)
        #expect(host.currentTree.labelTexts == ["300 after 1"], "one delivery: the measured size, not zero first")
        let probe = try Probe(host, duration: 0)
        let rect = try #require(try probe.item("root/content/1", at: 0))
        #expect(abs(rect.frame.width - 100) < 0.01, "the frame at t = 0 already uses the measured width")
    }

    @Test func readersSeeTheirSubtreeReducedInTreeOrder() throws {
        struct Sum: View {
            @State var total = -1
            var body: some View {
                VStack {
                    Text("a").preference(key: SumKey.self, value: 2)
                    Text("b").preference(key: SumKey.self, value: 5)
                    // Replaces what its content set: the two 1s do not count.
                    VStack { Text("c").preference(key: SumKey.self, value: 1); Text("d").preference(key: SumKey.self, value: 1) }
                        .preference(key: SumKey.self, value: 10)
                    Text("total \(total)")
                }
                .onPreferenceChange(SumKey.self) { total = $0 }
            }
        }
        let host = ViewHost(Sum())
        #expect(host.currentTree.labelTexts.last == "total 17")
    }

    static let loopLine = #line + 7
    /// Each delivery changes the value it reports: SwiftUI warns and re-renders every frame.
    struct Loop: View {
        @State var n = 0
        var body: some View {
            Text("\(n)")
                .preference(key: SumKey.self, value: n)
                .onPreferenceChange(SumKey.self) { n = $0 + 1 }
        }
    }

    @Test func aPreferenceThatNeverSettlesStopsWithSwiftUIsMessage() throws {
        let host = ViewHost(Loop())
        let failure = try #require(host.failure)
        #expect(failure.message.hasPrefix("Bound preference SumKey tried to update multiple times per frame"))
        #expect(failure.site.line == Self.loopLine && failure.site.file.hasSuffix("PreferenceTests.swift"))
        #expect(failure.description.hasPrefix(failure.site.file + ":\(Self.loopLine):"))
        #expect(host.currentTree.labelTexts == ["\(ViewHost<Loop>.preferenceUpdatesPerFrame)"], "updates stop at the bound")
        #expect(throws: ViewHostError.self) { try host.run(at: 1) {} }
    }
}
