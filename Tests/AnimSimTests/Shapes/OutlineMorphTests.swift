import Foundation
import Testing
@testable import AnimSimCore

/// The position pane's naive morph (docs/evaluation.md, "Shapes in both panes"): outlines
/// are brought to the same subpaths and segments, as Manim's Transform does, then every
/// point moves in a straight line.
@Suite struct OutlineMorphTests {
    static func polygon(_ n: Int, radius: CGFloat = 70) -> Path {
        Path { path in
            for k in 0..<n {
                let a = 2 * Double.pi * Double(k) / Double(n) - .pi / 2
                let p = CGPoint(x: 70 + radius * cos(a), y: 70 + radius * sin(a))
                if k == 0 { path.move(to: p) } else { path.addLine(to: p) }
            }
            path.closeSubpath()
        }
    }

    /// 4 → 30 sides: the square's 4 edges (its closing one counted) become 8, 7, 8, 7 pieces.
    @Test func theSquaresEdgesAreSplitEvenly() {
        let morph = OutlineMorph(from: Self.polygon(4), to: Self.polygon(30))
        #expect(morph.segmentCount == 30)
        let start = morph.path(at: 0).subpaths[0].segments.map(\.p0)
        // Piece 8 starts at the right vertex, piece 15 at the bottom one, piece 23 at the left.
        #expect(start[8] == CGPoint(x: 140, y: 70) && start[15] == CGPoint(x: 70, y: 140))
        #expect(abs(start[23].x) < 1e-12 && abs(start[23].y - 70) < 1e-12)
        #expect(morph.path(at: 1) == Self.polygon(30))
    }

    /// Half-way each point is the mean of its pair: the right vertex (140, 70) and the
    /// 30-gon's vertex 8 at 6° below the right give (139.8083, 73.6585).
    @Test func halfWayIsTheMeanOfEachPair() throws {
        let halfway = OutlineMorph(from: Self.polygon(4), to: Self.polygon(30)).path(at: 0.5)
        let point = try #require(halfway.subpaths.first?.segments[8].p0)
        let angle = 6.0 * Double.pi / 180
        #expect(abs(point.x - (140 + 70 + 70 * cos(angle)) / 2) < 1e-9 && abs(point.y - (70 + 70 + 70 * sin(angle)) / 2) < 1e-9)
    }

    /// From nothing (a trim to 0) the outline grows out of the target's start point; a
    /// missing subpath is a point at the end of the other side's last one.
    @Test func emptyOutlinesAndMissingSubpathsArePoints() {
        let ring = Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100))
        let grow = OutlineMorph(from: Path(), to: ring)
        #expect(grow.path(at: 0).subpaths.first?.segments.allSatisfy { $0.p0 == CGPoint(x: 100, y: 50) && $0.p3 == $0.p0 } == true)
        var two = ring
        two.addRect(CGRect(x: 200, y: 0, width: 10, height: 10))
        #expect(OutlineMorph(from: ring, to: two).path(at: 0).subpaths.count == 2)
    }

    /// The subdivision is linear in the points: splitting m segments into n costs n pieces.
    @Test(arguments: [10, 1000, 100_000])
    func subdivisionMakesExactlyTheTargetCount(n: Int) {
        let sub = Path.Subpath(start: .zero, segments: [.line(.zero, CGPoint(x: 3, y: 0))], closed: false)
        let pieces = OutlineMorph.splitting(sub, into: n)
        #expect(pieces.count == n)
        #expect(abs(pieces[n / 2].p0.x - 3 * CGFloat(n / 2) / CGFloat(n)) < 1e-9)
    }

    /// `path(at:)` reads the paired outlines from points kept flat; the outline must be the
    /// one the paired segments give (`referencePath(at:)`), element for element and bit for
    /// bit: lines, curves (an ellipse), a closed polygon's closing edge, open and missing
    /// subpaths, and progress past either end (a spring's overshoot).
    @Test(arguments: [-0.25, 0, 1e-9, 0.3, 0.5, 0.999, 1.2])
    func flatPointsGiveTheSegmentsOutline(p: Double) {
        let ring = Path(ellipseIn: CGRect(x: 5, y: 8, width: 100, height: 60))
        var open = Path()
        open.move(to: CGPoint(x: 3, y: 4))
        open.addLine(to: CGPoint(x: 50, y: 9))
        open.addQuadCurve(to: CGPoint(x: 90, y: 70), control: CGPoint(x: 80, y: 0))
        var two = ring
        two.addRect(CGRect(x: 200, y: 0, width: 10, height: 10))
        let pairs: [(Path, Path)] = [(Self.polygon(4), Self.polygon(30)), (Self.polygon(30), Self.polygon(5)), (Self.polygon(6), ring),
                                     (ring, two), (open, Self.polygon(7)), (Path(), ring), (two, open), (open, Path())]
        for (from, to) in pairs {
            let morph = OutlineMorph(from: from, to: to)
            #expect(morph.path(at: p).elements == morph.referencePath(at: p).elements)
            #expect(morph.path(at: p).elements.count == morph.referencePath(at: p).elements.count)
        }
    }
}
