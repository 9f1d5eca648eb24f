import Foundation
import Testing
import AnimSim

/// `.sensoryFeedback` in its three iOS 17 forms: a canvas has no haptics, so each is accepted
/// and changes nothing that is drawn, before or after its trigger changes.
@MainActor @Suite struct SensoryFeedbackTests {
    struct Liked: View {
        let withFeedback: Bool
        @State private var isLiked = false

        var body: some View {
            let heart = VStack {
                Circle().fill(isLiked ? Color.red : Color.gray).frame(width: 40, height: 40)
                Button("Like") { withAnimation(.easeInOut(duration: 0.5)) { isLiked.toggle() } }
            }
            if withFeedback {
                // The closure form as Like's LikeView writes it, and the two others.
                heart
                    .sensoryFeedback(trigger: isLiked) { _, liked in
                        liked ? .success : .impact(weight: .light)
                    }
                    .sensoryFeedback(.selection, trigger: isLiked) { old, new in !old && new }
                    .sensoryFeedback(.increase, trigger: isLiked)
            } else {
                heart
            }
        }
    }

    /// What is drawn at `time` after a like at 1 s, in `strategy`'s pane.
    static func drawn(withFeedback: Bool, at time: Double, _ strategy: Strategy) throws -> [String] {
        let host = ViewHost(Liked(withFeedback: withFeedback))
        try host.use(control: "Like", at: 1)
        return try Probe(host, duration: 2).list(at: time, strategy).items.map { "\($0.frame) \($0.opacity) \(String(describing: $0.fill))" }
    }

    @Test(arguments: [0.5, 1.25, 1.75])
    func feedbackDrawsNothing(time: Double) throws {
        for strategy in Strategy.allCases {
            let plain = try Self.drawn(withFeedback: false, at: time, strategy)
            #expect(!plain.isEmpty)
            #expect(try Self.drawn(withFeedback: true, at: time, strategy) == plain)
        }
    }
}
