import Foundation
import Testing

/// A view file using types its app's other files declare (issue 40: "as Xcode would"): Xcode
/// compiles the whole target, so opening one file of it works, and `animsim` given that file
/// compiles the project's files that declare what it lacks. Run through the binary on small
/// projects written as app targets are, each marked as Xcode's, a package's or a checkout's.
@Suite struct SiblingFilesTests {
    static let cache = Result { try AnimSimBinary.temporaryDirectory() }

    /// Writes `files` (path → text) under a new folder and runs `arguments` in its `folder`.
    static func run(_ arguments: [String], in folder: String, files: [String: String]) throws -> AnimSimBinary.Run {
        let root = try AnimSimBinary.temporaryDirectory()
        for (name, text) in files {
            let url = root.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return try AnimSimBinary.run(arguments, in: root.appendingPathComponent(folder), environment: ["XDG_CACHE_HOME": try cache.get().path])
    }

    /// The animatable pane's views at the trace's only frame, by id.
    static func views(_ run: AnimSimBinary.Run) throws -> [String: [String: Any]] {
        try #require(run.status == 0, "\(run.err)")
        return try SurroundingsTests.views(run.out)
    }

    static let ring = """
        import SwiftUI

        struct BadgeRing: View {
            var tint: Color = .orange

            var body: some View {
                Circle()
                    .stroke(tint, lineWidth: 6)
                    .frame(width: 80, height: 80)
                    .accessibilityIdentifier("ring")
            }
        }

        #Preview {
            BadgeRing(tint: .red)
        }

        """

    static let badge = """
        import SwiftUI

        struct PulseBadge: View {
            @State private var pulsing = false

            var body: some View {
                ZStack {
                    BadgeRing(tint: .purple)
                        .scaleEffect(pulsing ? 1.5 : 1)
                    Text("3")
                        .font(.title)
                        .accessibilityIdentifier("count")
                }
                .onAppear {
                    withAnimation(.easeInOut(duration: 1)) {
                        pulsing = true
                    }
                }
            }
        }

        #Preview {
            PulseBadge()
        }

        """

    /// The ring is declared beside the badge: it is compiled too, said once, and drawn where
    /// the badge's own preview puts it (not the ring's preview, the added file's), growing
    /// with the badge's animation: easeInOut is half way at half its duration, 1.25.
    @Test func aTypeDeclaredInASiblingFileIsCompiledAndDrawn() throws {
        let files = ["Badges.xcodeproj/project.pbxproj": "// Xcode's project\n",
                     "Badges/Views/BadgeRing.swift": Self.ring, "Badges/Views/PulseBadge.swift": Self.badge]
        let run = try Self.run(["trace", "PulseBadge.swift", "--at", "0.5", "--strategy", "animatable"], in: "Badges/Views", files: files)
        let views = try Self.views(run)
        let ring = try #require(views["ring"], "\(views.keys.sorted())")
        #expect(ring["frame"] as? [Double] == [160, 160, 80, 80])
        #expect(abs((ring["scale"] as? Double ?? 0) - 1.25) <= 0.001, "\(ring)")
        #expect(views["count"] != nil, "the badge's preview runs, not the ring's: \(views.keys.sorted())")
        let note = "animsim: also compiled BadgeRing.swift, which declares BadgeRing, as Xcode compiles the whole target\n"
        #expect(run.err.components(separatedBy: note).count == 2, "\(run.err)")
    }

    /// A card uses its face, declared beside it; the face uses the theme, declared in the
    /// project's top folder (a package's): both are added, in two rounds, nearest first.
    @Test func whatAnAddedFileNeedsIsAddedToo() throws {
        let theme = """
            import SwiftUI

            enum Theme {
                static let cardSize = CGSize(width: 120, height: 160)
                static let corner: CGFloat = 14
            }

            """
        let face = """
            import SwiftUI

            struct CardFace: View {
                var body: some View {
                    RoundedRectangle(cornerRadius: Theme.corner)
                        .fill(.blue)
                        .frame(width: Theme.cardSize.width, height: Theme.cardSize.height)
                        .accessibilityIdentifier("face")
                }
            }

            """
        let card = """
            import SwiftUI

            struct FlipCard: View {
                var body: some View {
                    CardFace()
                        .rotation3DEffect(.degrees(0), axis: (x: 0, y: 1, z: 0))
                }
            }

            """
        let files = ["Package.swift": "// swift-tools-version: 5.9\n", "Sources/Deck/Theme.swift": theme,
                     "Sources/Deck/Cards/CardFace.swift": face, "Sources/Deck/Cards/FlipCard.swift": card]
        let run = try Self.run(["trace", "FlipCard.swift", "--at", "0", "--strategy", "animatable"], in: "Sources/Deck/Cards", files: files)
        // The card is the hosted view's root: its size is the theme's, through the face.
        let drawn = try #require(try Self.views(run)["root"])
        #expect(drawn["frame"] as? [Double] == [140, 120, 120, 160], "\(drawn)")
        #expect(run.err.contains("animsim: also compiled CardFace.swift (declares CardFace) and ../Theme.swift (declares Theme), "
                                 + "as Xcode compiles the whole target\n"), "\(run.err)")
    }

    /// A name no file declares keeps the compiler's placed error, and says where it was looked
    /// for: it is the user's to declare, never a name AnimSim is said to lack.
    @Test func aNameDeclaredNowhereSaysWhereItWasLookedFor() throws {
        let meter = """
            import SwiftUI

            struct Meter: View {
                var body: some View {
                    VStack {
                        GaugeDial(value: 0.4)
                        Text("40%")
                    }
                }
            }

            """
        let files = [".git/HEAD": "ref: refs/heads/main\n", "Meters/Meter.swift": meter, "Meters/Style.swift": "import SwiftUI\n\nlet meterTint = Color.green\n"]
        let run = try Self.run(["check", "Meter.swift"], in: "Meters", files: files)
        #expect(run.status == 1)
        #expect(run.err.hasPrefix("Meter.swift:6:13: error: cannot find 'GaugeDial' in scope\n"), "\(run.err)")
        #expect(run.err.contains("animsim: no file declares 'GaugeDial': looked in the .swift files of . and the folders above, "
                                 + "up to .. (the project's root: it holds .git)\n"), "\(run.err)")
        #expect(!run.err.contains("not available in AnimSim"), "\(run.err)")
        #expect(!run.err.contains("also compiled"), "\(run.err)")
    }

    /// More files than the bound: none is added, and the message says which and why.
    @Test func theBoundOnAddedFilesHolds() throws {
        let count = 25
        var files = ["Stars.xcodeproj/project.pbxproj": "// Xcode's project\n"]
        for index in 1...count {
            files["Stars/Parts/Star\(index).swift"] = "import SwiftUI\n\nstruct Star\(index): View {\n    var body: some View { Circle() }\n}\n"
        }
        // Five rows of five, as a view builder takes at most ten children.
        let rows = stride(from: 1, to: count, by: 5).map { first in
            "            HStack {\n" + (first..<first + 5).map { "                Star\($0)()\n" }.joined() + "            }\n"
        }
        files["Stars/Sky.swift"] = "import SwiftUI\n\nstruct Sky: View {\n    var body: some View {\n        VStack {\n\(rows.joined())        }\n    }\n}\n"
        let run = try Self.run(["check", "Sky.swift"], in: "Stars", files: files)
        #expect(run.status == 1)
        #expect(run.err.contains("Sky.swift:7:17: error: cannot find 'Star1' in scope"), "\(run.err)")
        #expect(run.err.contains("but animsim compiles at most 24 files of the project beside the ones given, in at most 6 rounds "
                                 + "of adding them (0 added): pass the folder to compile it whole\n"), "\(run.err)")
        #expect(!run.err.contains("also compiled"), "\(run.err)")
    }
}
