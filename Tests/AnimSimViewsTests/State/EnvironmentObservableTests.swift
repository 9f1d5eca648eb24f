import Foundation
import Observation
import Testing
import AnimSim

/// `.environment(model)` and `@Environment(Model.self)` (iOS 17): a view below reads the model
/// its ancestor handed down, a change the reader makes in `withAnimation` animates the views
/// that read it (as in `YinYangAnimationView`), and an optional reader with no model above
/// sees nil.
@MainActor @Suite struct EnvironmentObservableTests {
    @Observable final class Theme {
        var wide = false
    }

    struct Toggle: View {
        @Environment(Theme.self) var theme
        var body: some View {
            Button("Flip") { withAnimation(.linear(duration: 1)) { theme.wide.toggle() } }
        }
    }

    struct Bar: View {
        @Environment(Theme.self) var theme
        var body: some View { Rectangle().frame(width: theme.wide ? 200 : 100, height: 40).id("bar") }
    }

    struct Screen: View {
        @State var theme = Theme()
        var body: some View {
            VStack {
                Bar()
                Toggle()
            }
            .environment(theme)
        }
    }

    struct OptionalReader: View {
        @Environment(Theme.self) var theme: Theme?
        var body: some View { Rectangle().frame(width: theme == nil ? 30 : 60, height: 10).id("bar") }
    }

    /// Half-way through the linear second the bar is half-way from 100 to 200 pt, in both panes.
    @Test func aChangeByOneReaderAnimatesAnother() throws {
        let host = ViewHost(Screen())
        try host.use(control: "Flip", at: 1)
        let probe = try Probe(host, duration: 3)
        for strategy in Strategy.allCases {
            let rect = try #require(try probe.named("bar", at: 1.5, strategy))
            #expect(abs(Double(rect.frame.width) - 150) < 0.01, "\(strategy): \(rect.frame)")
        }
    }

    @Test func anOptionalReaderWithNoModelAboveSeesNil() throws {
        let probe = try Probe(ViewHost(OptionalReader()), duration: 1)
        let rect = try #require(try probe.named("bar", at: 0))
        #expect(abs(Double(rect.frame.width) - 30) < 0.01, "\(rect.frame)")
    }
}
