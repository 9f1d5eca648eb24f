import AnimSimCairo
import Foundation
import Testing

/// The shorthands that public SwiftUI animation files write around their animation, in
/// closed form through the binary (`trace --at`). Each file stopped at the compiler before
/// AnimSim had the name (issue 40: published files run unchanged):
///
/// - `ZoomStepperBadge.swift`: `Stepper` over a `Double` (`value: $zoom.animation(.linear(duration: 1))`,
///   `in: 1...3, step: 0.5`), `.background(.orange)` and `.clipShape(.circle)`. A script's
///   step at 0.5 s animates the zoom 1 → 1.5 linearly over a second, so at 1 s the badge's scale
///   is 1.25 in both panes, its background is the orange of the palette (0xFF9500), and its
///   mask is a circle (the outline's first point is on the right, at the circle's radius).
/// - `FlashcardFlip.swift`: `.background(.indigo.gradient)`, `.clipShape(.rect(cornerRadius:))`,
///   `.navigationBarItems(trailing:)`, `@Environment(\.dismiss)`, `.multilineTextAlignment`.
///   A tap at 0.5 s turns the card 180° about y, linearly over 0.8 s: at 0.9 s the
///   animatable pane's angle is π/2, the card edge-on; the position pane mixes the matrices
///   of 0° and 180°, whose x scale is 1 and −1, so its x scale is 0.
/// - `DownloadRingLabel.swift`: `Text("of \(totalGigabytes, specifier: "%.1f") GB")`, SwiftUI's
///   `LocalizedStringKey` interpolation: 2.46 is written "2.5", so the label is as wide as
///   "of 2.5 GB" measured in DejaVu Sans at 17 pt (not "of 2.46 GB"). The ring beside it,
///   `trim(from: 0, to: progress)` under `easeInOut(duration: 1)` to 2/3, is half-way at 0.5 s
///   in the animatable pane: its outline ends a third of the way round, at 120° from its start.
@Suite struct CorpusShorthandTests {
    @Test func theStepperZoomsTheBadgeHalfWayAtOneSecond() throws {
        let panes = try HeroCorpusTests.views("ZoomStepperBadge.swift", at: 1, script: "- { at: 0.5, control: \"#1\" }\n")
        #expect(panes.count == 2)
        for (pane, views) in panes {
            #expect(abs(try CorpusMotionTests.value(views, "badge", "scale") - 1.25) < 1e-3, "\(pane)")
            let background = try #require(views["root/content/0/background"]?["fill"] as? [Double], "\(pane): \(views.keys.sorted())")
            #expect(zip(background, [1, 0x95 / 255.0, 0, 1]).allSatisfy { abs($0 - $1) < 1e-3 }, "\(pane): \(background)")
            let mask = try #require(views["root/content/0/mask"]?["outline"] as? String, "\(pane)")
            #expect(mask.hasPrefix("M 68 34 C"), "\(pane): \(mask)")
        }
    }

    @Test func theCardIsEdgeOnHalfWayThroughItsTurn() throws {
        let panes = try HeroCorpusTests.views("FlashcardFlip.swift", at: 0.9, script: "- { at: 0.5, tap: card }\n")
        func effect(_ pane: String) throws -> [String: Any] {
            let card = try #require(panes[pane]?["card"], "\(pane): \(panes[pane]?.keys.sorted() ?? [])")
            let effects = card["effects"] as? [[String: Any]] ?? []
            return try #require(effects.first { $0["name"] as? String == "_Rotation3DEffect" }, "\(pane): \(effects)")
        }
        let angle = try #require((try effect("animatable")["animatableData"] as? [Double])?.first)
        #expect(abs(angle - Double.pi / 2) < 1e-3)
        let naive = try #require(panes["position"]?["card"]?["transform"] as? [Double])
        #expect(abs(naive[0]) < 1e-3, "\(naive)")
    }

    @Test func theSpecifierFormatsTheLabelAndTheRingIsAThirdRound() throws {
        let panes = try HeroCorpusTests.views("DownloadRingLabel.swift", at: 0.5)
        try Self.expectWidth(of: "size", in: panes, asText: "of 2.5 GB", fontSize: 17)
        let outline = try #require(panes["animatable"]?["ring"]?["outline"] as? String)
        let numbers = outline.split(separator: " ").compactMap { Double($0) }
        let end = Array(numbers.suffix(2))
        #expect(abs(end[0] - (80 + 80 * cos(2 * Double.pi / 3))) < 0.05 && abs(end[1] - (80 + 80 * sin(2 * Double.pi / 3))) < 0.05,
                "\(outline)")
    }

    /// The view `name` is, in every pane, as wide as `text` measured in DejaVu Sans at `fontSize`.
    static func expectWidth(of name: String, in panes: [String: [String: [String: Any]]], asText text: String,
                            fontSize: CGFloat) throws {
        let font = try #require(CairoTextMeasurer.shared)
        for (pane, views) in panes {
            let frame = try #require(views[name]?["frame"] as? [Double], "\(pane): \(views.keys.sorted())")
            #expect(abs(frame[2] - Double(font.width(of: text, fontSize: fontSize))) < 1e-4, "\(pane): \(frame)")
        }
    }
}
