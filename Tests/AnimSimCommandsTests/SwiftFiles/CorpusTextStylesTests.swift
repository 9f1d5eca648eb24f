import AnimSimCairo
import Foundation
import Testing

/// Corpus/PriceTagText.swift in closed form through the binary (`trace --at`, four decimals),
/// with DejaVu Sans's metrics (`CairoTextMeasurer`, the measurer the command lays out with):
///
/// - the price's "$" (18 pt semibold, the bold face), dollars (bold, 34 pt before the sale and
///   56 pt after it) and ".99" (16 pt) sit on one first baseline, frame top + h/2 +
///   (ascent − descent)/2 for each, before the animation (t 0) and after it (t 2);
/// - the headline `Text("Only ").font(.headline) + Text("today").bold()… + Text(…).italic()`
///   is three texts side by side, each as wide as its face's advances, in semibold, bold and
///   italic;
/// - the title under `.lineLimit(1)` is one line (title2, 22 pt semibold) tall and as wide as
///   its 260 pt frame.
@Suite struct CorpusTextStylesTests {
    static let file = "PriceTagText.swift"

    static func frame(_ view: [String: Any]?) throws -> CGRect {
        let numbers = try #require(view?["frame"] as? [Double], "\(String(describing: view))")
        return CGRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }

    static func baseline(_ frame: CGRect, size: CGFloat, bold: Bool) throws -> CGFloat {
        let m = try #require(bold ? CairoTextMeasurer.sharedBold : CairoTextMeasurer.shared)
        return frame.minY + frame.height / 2 + (m.ascent(fontSize: size) - m.descent(fontSize: size)) / 2
    }

    @Test(arguments: [(0.0, 34.0), (2.0, 56.0)])
    func thePriceSitsOnOneBaseline(time: Double, dollarsSize: Double) throws {
        let panes = try HeroCorpusTests.views(Self.file, at: time)
        for (pane, views) in panes {
            let sign = try Self.baseline(try Self.frame(views["sign"]), size: 18, bold: true)
            let dollars = try Self.baseline(try Self.frame(views["dollars"]), size: CGFloat(dollarsSize), bold: true)
            let cents = try Self.baseline(try Self.frame(views["cents"]), size: 16, bold: false)
            #expect(abs(sign - dollars) < 1e-3 && abs(cents - dollars) < 1e-3, "\(pane) at \(time): \(sign) \(dollars) \(cents)")
        }
    }

    @Test func theHeadlinesRunsAreDrawnSideBySideInTheirStyles() throws {
        let views = try #require(try HeroCorpusTests.views(Self.file, at: 2)["animatable"])
        let regular = try #require(CairoTextMeasurer.shared), bold = try #require(CairoTextMeasurer.sharedBold)
        let runs = try (0..<3).map { try Self.frame(views["root/content/1/\($0)"]) }
        let widths = [bold.width(of: "Only ", fontSize: 17), bold.width(of: "today", fontSize: 17),
                      regular.width(of: ", while stocks last", fontSize: 17)]
        for index in 0..<3 {
            #expect(abs(runs[index].width - widths[index]) < 1e-3, "run \(index): \(runs[index])")
            #expect(abs(runs[index].minY - runs[0].minY) < 1e-3, "run \(index): \(runs[index])")
        }
        #expect(abs(runs[1].minX - runs[0].maxX) < 1e-3 && abs(runs[2].minX - runs[1].maxX) < 1e-3, "\(runs)")
        #expect(views["root/content/1/0"]?["fontWeight"] as? Double == 0.3)
        #expect(views["root/content/1/1"]?["fontWeight"] as? Double == 0.4)
        #expect(views["root/content/1/2"]?["italic"] as? Bool == true)
    }

    @Test func theLineLimitedTitleIsOneLineTall() throws {
        let views = try #require(try HeroCorpusTests.views(Self.file, at: 2)["animatable"])
        let bold = try #require(CairoTextMeasurer.sharedBold)
        let title = try Self.frame(views["title~"])
        #expect(title.height == bold.lineHeight(fontSize: 22) && title.width == 260, "\(title)")
    }
}
