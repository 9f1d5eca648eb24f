import Foundation
import Testing

/// Article 004's replicas of `frame`, `fixedSize` and `ZStack`, one program
/// (Articles/004-sizes, a view each), traced by the binary: on the article's own views, and
/// over the nine standard alignments, the `frame` and `ZStack` replicas' views get the
/// frames the built-ins' get (0.01 pt), measured from each side's outermost view, as they
/// stand side by side; the `fixedSize` replica departs from `.fixedSize()`, as it should.
@Suite struct Article004ProgramsTests {
    typealias Program = ArticleProgramsTests.Program

    /// Each pair's views, `builtin + a` and `replica + b`, sit alike in their sides, each
    /// relative to its side's `builtin` / `replica` view. The suffixes differ where a view
    /// is inside a modifier: `trace` names it after the view the modifier makes, with a `~`
    /// a layer (docs/swift.md, "Trace names"), where the replica's child is named itself.
    static func expectSameFrames(_ frames: [String: [Double]], builtin: String, replica: String, _ pairs: [(String, String)]) throws {
        let outerBuiltin = try #require(frames[builtin], "\(frames.keys.sorted())")
        let outerReplica = try #require(frames[replica], "\(frames.keys.sorted())")
        for (a, b) in [("", "")] + pairs {
            let one = try #require(frames[builtin + a], "\(builtin + a) in \(frames.keys.sorted())")
            let other = try #require(frames[replica + b], "\(replica + b) in \(frames.keys.sorted())")
            let relativeOne = [one[0] - outerBuiltin[0], one[1] - outerBuiltin[1], one[2], one[3]]
            let relativeOther = [other[0] - outerReplica[0], other[1] - outerReplica[1], other[2], other[3]]
            #expect(zip(relativeOne, relativeOther).allSatisfy { abs($0 - $1) < 0.01 },
                    "\(replica + b) at \(relativeOther) in its side, \(builtin + a) at \(relativeOne)")
        }
    }

    /// Whether `child` sits in `frame` where a standard alignment puts it (0, ½ or 1 of the
    /// room left, on each axis): what a frame does with its child, and a ZStack with each.
    static func aligned(_ child: [Double], in frame: [Double], _ alignment: String) -> Bool {
        let name = alignment.lowercased()
        let x: Double = name.contains("leading") ? 0 : name.contains("trailing") ? 1 : 0.5
        let y: Double = name.hasPrefix("top") ? 0 : name.hasPrefix("bottom") ? 1 : 0.5
        return abs(child[0] - frame[0] - x * (frame[2] - child[2])) < 0.01
            && abs(child[1] - frame[1] - y * (frame[3] - child[3])) < 0.01
    }

    struct FrameExample: CustomTestStringConvertible, Sendable {
        let name: String
        let alignment: String
        let size: Double
        /// The frame and the text, named on the built-in's side and on the replica's.
        let frame: (builtin: String, replica: String)
        let text: (builtin: String, replica: String)
        var testDescription: String { name }
    }

    /// The article's frames: `Text("Hi").frame(width: 100,height: 100)`, the 50 × 50 frame in
    /// a `VStack`, and the bordered, padded text in a 100 × 100 `.bottomLeading` frame.
    static let frameExamples = [
        FrameExample(name: "hi", alignment: "center", size: 100, frame: ("", ""), text: ("~", ".text")),
        FrameExample(name: "vstack", alignment: "center", size: 50, frame: (".frame", ".frame"), text: (".frame~", ".text")),
        FrameExample(name: "bottomLeading", alignment: "bottomLeading", size: 100,
                     frame: (".padding~~", ".padding~~"), text: (".padding~~~~", ".text~")),
    ]

    @Test(arguments: frameExamples)
    func theFrameReplicaGivesWhatFrameGivesOnTheArticlesViews(example: FrameExample) throws {
        let frames = try ArticleProgramsTests.frames(Program(folder: "004-sizes", view: "FrameView"), strategy: "animatable")
        let builtin = example.name + ".builtin", replica = example.name + ".replica"
        let sides = [(builtin, example.frame.builtin, example.text.builtin), (replica, example.frame.replica, example.text.replica)]
        for (side, frameID, textID) in sides {
            let frame = try #require(frames[side + frameID], "\(frames.keys.sorted())")
            let text = try #require(frames[side + textID], "\(frames.keys.sorted())")
            #expect(frame[2] == example.size && frame[3] == example.size, "\(side): \(frame)")
            #expect(Self.aligned(text, in: frame, example.alignment), "\(side): text \(text) in \(frame)")
        }
        try Self.expectSameFrames(frames, builtin: builtin, replica: replica,
                                  [(example.frame.builtin, example.frame.replica), (example.text.builtin, example.text.replica)])
    }

    static let alignments = ["center", "leading", "trailing", "top", "bottom", "topLeading", "topTrailing", "bottomLeading", "bottomTrailing"]

    /// A text and a 20 × 30 rectangle in a 60 × 34 frame, and a text in a frame of height 34.
    @Test(arguments: alignments)
    func theFrameReplicaAlignsAsFrameDoes(alignment: String) throws {
        let frames = try ArticleProgramsTests.frames(Program(folder: "004-sizes", view: "FrameAlignments"), strategy: "animatable")
        for subject in ["text", "rectangle", "height"] {
            let name = "\(alignment).\(subject)"
            // The border's view, then the frame (`~`), then the child (`~~`).
            let frame = try #require(frames[name + ".builtin~"]), child = try #require(frames[name + ".builtin~~"])
            #expect(Self.aligned(child, in: frame, alignment), "\(name): \(child) in \(frame)")
            try Self.expectSameFrames(frames, builtin: name + ".builtin", replica: name + ".replica", [("~", "~"), ("~~", ".child")])
        }
    }

    /// A text, a rectangle and a circle in frames of 60 × 40, nil × 50, 80 × nil and
    /// 120 × 10: a given length is the frame's, a nil one the child's, which took the
    /// proposal the frame passed on; on a 400 × 700 canvas, so that no row is squeezed.
    @Test(arguments: ["text", "rectangle", "circle"])
    func theFrameReplicaPassesTheProposalAsFrameDoes(subject: String) throws {
        let frames = try ArticleProgramsTests.frames(Program(folder: "004-sizes", view: "FrameSizes"), strategy: "animatable",
                                                     ["--canvas", "400x700"])
        let sizes: [(String, Double?, Double?)] = [("60x40", 60, 40), ("nilx50", nil, 50), ("80xnil", 80, nil), ("120x10", 120, 10)]
        for (size, width, height) in sizes {
            let name = "\(subject).\(size)"
            let frame = try #require(frames[name + ".builtin~"]), child = try #require(frames[name + ".builtin~~"])
            #expect(frame[2] == width ?? child[2] && frame[3] == height ?? child[3], "\(name): \(frame), child \(child)")
            try Self.expectSameFrames(frames, builtin: name + ".builtin", replica: name + ".replica", [("~", "~"), ("~~", ".child")])
        }
    }

    /// The article's `ZStack { Text("Hello world") }`: the stack is the text's size.
    @Test func theZStackReplicaGivesWhatZStackGivesOnTheArticlesView() throws {
        let frames = try ArticleProgramsTests.frames(Program(folder: "004-sizes", view: nil), strategy: "animatable")
        let stack = try #require(frames["builtin"]), text = try #require(frames["builtin.text"])
        #expect(stack == text, "\(stack) \(text)")
        try Self.expectSameFrames(frames, builtin: "builtin", replica: "replica", [(".text", ".text")])
    }

    /// Four children of different sizes: the stack is as wide as the widest and as tall as
    /// the tallest (a padded circle's guides are its padding's), each child where its
    /// alignment guide meets the others'.
    @Test(arguments: alignments)
    func theZStackReplicaAlignsAsZStackDoes(alignment: String) throws {
        let frames = try ArticleProgramsTests.frames(Program(folder: "004-sizes", view: "ZStackAlignments"), strategy: "animatable")
        let stack = try #require(frames[alignment + ".builtin"])
        #expect(stack[2] == 40 && stack[3] == 36, "\(stack)")
        for child in ["wide", "tall", "text", "circle"] {
            let frame = try #require(frames["\(alignment).builtin.\(child)"])
            #expect(Self.aligned(frame, in: stack, alignment), "\(child): \(frame) in \(stack)")
        }
        try Self.expectSameFrames(frames, builtin: alignment + ".builtin", replica: alignment + ".replica",
                                  [".wide", ".tall", ".text", ".circle"].map { ($0, $0) })
    }

    /// Article 004's fixedSize question, `Text("Hello world").border(.red).frame(idealWidth:
    /// 100, idealHeight: 100).fixedSize().border(.green)`: `.fixedSize()` proposes nil, in
    /// measuring and in placing, so the frame takes its ideal 100×100 and the text sits in
    /// its middle. The article's `FixedSizeLayout` measures with nil (100×100) but places
    /// with the bounds' size; a frame with no minimum or maximum given a proposal "adopts
    /// the sizing behavior of its child" (SwiftUI's documentation of `frame(minWidth:…)`), so
    /// under the replica the frame is the text's size, at the top leading corner.
    @Test(arguments: ["position", "animatable"])
    func fixedSizeGivesTheIdealFrameAndTheReplicaPlacesItsChildAtTheBoundsSize(strategy: String) throws {
        let frames = try ArticleProgramsTests.frames(Program(folder: "004-sizes", view: "FixedSizeView"), strategy: strategy)
        // Named by their accessibilityIdentifier; a modifier's inner views keep the name's `~` path.
        let builtin = try #require(frames["builtin"]), frame = try #require(frames["builtin~~"])
        let text = try #require(frames["builtin~~~~"])
        #expect(builtin[2] == 100 && builtin[3] == 100 && frame == builtin, "\(builtin) \(frame)")
        #expect(abs(ArticleProgramsTests.centre(text).x - ArticleProgramsTests.centre(frame).x) < 0.01 && abs(ArticleProgramsTests.centre(text).y - ArticleProgramsTests.centre(frame).y) < 0.01)
        let replica = try #require(frames["replica"]), inner = try #require(frames["root/content/1/content"])
        #expect(replica[2] == 100 && replica[3] == 100)
        #expect(inner[0] == replica[0] && inner[1] == replica[1] && abs(inner[2] - text[2]) < 0.01 && abs(inner[3] - text[3]) < 0.01,
                "\(inner) vs text \(text)")
    }
}
