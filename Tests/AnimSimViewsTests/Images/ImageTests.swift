import Foundation
import Testing
import AnimSim

/// `Image(systemName:)` and `Image(_:)` in a process with no asset catalog, as SwiftUI lays
/// them out: a symbol is a placeholder (a dashed box 1.2 × the font size square, labelled with
/// the name); an image the app does not have draws nothing and has size zero, as in SwiftUI
/// (it was a 100 × 100 placeholder until the assets branch drew real pictures: the
/// specification changed, docs/swift.md "Images"); each says so once a name, the missing
/// image placed at its `Image("…")` call. `.resizable()`, `.frame`, `.aspectRatio` and
/// `.foregroundStyle` act as in SwiftUI. Real pictures: SwiftUIImagesTests, through the binary.
@MainActor @Suite struct ImageTests {
    static func items<V: View>(_ view: V) throws -> DisplayItems {
        let host = ViewHost(view)
        return try LayoutEngine().layout(host.currentTree, in: host.canvas).items
    }

    /// The placeholder box: the one item with a dashed outline.
    static func box<V: View>(_ view: V) throws -> DisplayItem {
        try #require(try items(view).first { $0.stroke?.dash == [3, 2] })
    }

    /// The frame of the view named "image" (`accessibilityIdentifier`), drawn or not.
    static func image<V: View>(_ view: V) throws -> DisplayItem {
        let host = ViewHost(view)
        let names = host.traceNames
        let items = try LayoutEngine().layout(host.currentTree, in: host.canvas).items
        return try #require(items.first { names[$0.id] == "image" }, "\(items.map(\.id))")
    }

    /// Each case: a view with one image, and the size the image is laid out at.
    enum Sized: String, CaseIterable, Sendable {
        case symbol, largeTitle, caption, framedSymbol, asset, framedAsset
        case resizedSymbol, resizableAsset, fixedResizable, narrowResizable
        case fit, fill, fitTwoToOne

        @MainActor var view: AnyView {
            switch self {
            // An image is its own size, whatever it is proposed or framed in: a missing one's is zero.
            case .symbol: AnyView(Image(systemName: "star.fill").accessibilityIdentifier("image"))
            case .largeTitle: AnyView(Image(systemName: "star.fill").accessibilityIdentifier("image").font(.largeTitle))
            case .caption: AnyView(Image(systemName: "star.fill").accessibilityIdentifier("image").font(.caption))
            case .framedSymbol: AnyView(Image(systemName: "star.fill").accessibilityIdentifier("image").frame(width: 100, height: 100))
            case .asset: AnyView(Image("photo").accessibilityIdentifier("image"))
            case .framedAsset: AnyView(Image("photo").accessibilityIdentifier("image").frame(width: 50, height: 300))
            // Resizable: the proposal on each side, its own size (zero) where a side is unspecified.
            case .resizedSymbol: AnyView(Image(systemName: "star.fill").resizable().accessibilityIdentifier("image").frame(width: 100, height: 60))
            case .resizableAsset: AnyView(Image("photo").resizable().accessibilityIdentifier("image"))
            case .fixedResizable: AnyView(Image("photo").resizable().accessibilityIdentifier("image").fixedSize())
            case .narrowResizable: AnyView(Image("photo").resizable().accessibilityIdentifier("image").frame(width: 70))
            // Proportions kept by aspectRatio: fitted in, or covering, the frame (a zero-size
            // image has no ratio of its own, and AspectRatioLayout takes 1).
            case .fit: AnyView(Image("photo").resizable().accessibilityIdentifier("image").aspectRatio(contentMode: .fit).frame(width: 200, height: 100))
            case .fill: AnyView(Image("photo").resizable().accessibilityIdentifier("image").scaledToFill().frame(width: 200, height: 100))
            case .fitTwoToOne: AnyView(Image("photo").resizable().accessibilityIdentifier("image").aspectRatio(2, contentMode: .fit).frame(width: 300, height: 300))
            }
        }

        var size: CGSize {
            switch self {
            case .symbol, .framedSymbol: CGSize(width: 20.4, height: 20.4)
            case .largeTitle: CGSize(width: 40.8, height: 40.8)
            case .caption: CGSize(width: 14.4, height: 14.4)
            case .asset, .framedAsset, .fixedResizable: .zero
            case .fit: CGSize(width: 100, height: 100)
            case .resizedSymbol: CGSize(width: 100, height: 60)
            case .resizableAsset: CGSize(width: 400, height: 400)
            case .narrowResizable: CGSize(width: 70, height: 400)
            case .fill: CGSize(width: 200, height: 200)
            case .fitTwoToOne: CGSize(width: 300, height: 150)
            }
        }
    }

    @Test(arguments: Sized.allCases)
    func sizedAsSwiftUISizesIt(sample: Sized) throws {
        let box = try Self.image(sample.view)
        let size = sample.size
        #expect(abs(box.frame.width - size.width) < 0.001 && abs(box.frame.height - size.height) < 0.001, "\(box.frame)")
        // Centred wherever it sits: the canvas is 400 × 400.
        #expect(abs(box.center.x - 200) < 0.001 && abs(box.center.y - 200) < 0.001)
    }

    /// Each case: an image, styled, and the colour its placeholder is drawn in.
    enum Tinted: String, CaseIterable, Sendable {
        case redSymbol, plainSymbol, originalSymbol, asset, templateAsset

        @MainActor var view: AnyView {
            switch self {
            case .redSymbol: AnyView(Image(systemName: "heart").foregroundStyle(Color.red))
            case .plainSymbol: AnyView(Image(systemName: "heart"))
            case .originalSymbol: AnyView(Image(systemName: "heart").renderingMode(.original).foregroundStyle(Color.red))
            case .asset: AnyView(Image("photo").foregroundStyle(Color.red))
            case .templateAsset: AnyView(Image("photo").renderingMode(.template).foregroundStyle(Color.blue))
            }
        }

        /// Nil: nothing is drawn (an image the app does not have, whatever its style).
        var colour: Color? {
            switch self {
            case .redSymbol: .red
            case .plainSymbol: .black
            case .originalSymbol: Color(red: 0.56, green: 0.56, blue: 0.58)
            case .asset, .templateAsset: nil
            }
        }
    }

    /// A symbol takes the foreground style, as SF Symbols do, grey when `.original`; a missing
    /// asset draws nothing, template or not (a picture's template tint: SwiftUIImagesTests).
    @Test(arguments: Tinted.allCases)
    func drawnInTheRightColour(sample: Tinted) throws {
        guard let colour = sample.colour else {
            let items = try Self.items(sample.view)
            #expect(items.allSatisfy { $0.fill == nil && $0.stroke == nil && $0.label == nil && $0.image == nil }, "\(items)")
            return
        }
        let box = try Self.box(sample.view)
        #expect(box.stroke?.color == colour)
        #expect(box.label?.color == colour)
        #expect(box.fill?.opacity ?? 1 < 0.2)
    }

    /// A symbol is labelled with its name, and said once on standard error however often it is
    /// drawn. A missing image draws nothing and is said once a name, at its first `Image(name)`
    /// call (this file's line and column, as a compiler places a warning), with SwiftUI's words.
    @Test(arguments: [("tortoise.fill", true), ("Bundled Photo", false)])
    func labelledAndWarnedOnce(name: String, isSymbol: Bool) throws {
        struct Twice: View {
            let name: String, isSymbol: Bool
            @State var count = 0
            var body: some View {
                VStack {
                    if isSymbol { Image(systemName: name) } else { Image(name) }
                    if isSymbol { Image(systemName: name).font(.title) } else { Image(name).resizable() }
                    Button("More \(count)") { count += 1 }
                }
            }
        }
        let host = ViewHost(Twice(name: name, isSymbol: isSymbol))
        try host.use(control: "#1", at: 1)
        try host.use(control: "#1", at: 2)
        let boxes = try LayoutEngine().layout(host.currentTree, in: host.canvas).items.filter { $0.stroke?.dash == [3, 2] }
        let said = ViewDiagnostics.messages.filter { $0.contains("\"\(name)\"") || $0.contains("'\(name)'") }
        #expect(said.count == 1, "\(said)")
        guard !isSymbol else {
            #expect(boxes.count == 2 && boxes.allSatisfy { $0.label?.text == name })
            let expected = "Image(systemName: \"\(name)\"): Linux has no SF Symbols; drawn as a placeholder of 20.4×20.4 pt"
            #expect(said.first?.hasPrefix(expected) == true, "\(said)")
            return
        }
        #expect(boxes.isEmpty)
        // The first call: the line of this file that writes it, and the column of its `(`,
        // where Swift's `#column` places a call.
        let lines = try String(contentsOfFile: #filePath, encoding: .utf8).components(separatedBy: "\n")
        let line = try #require(lines.firstIndex { $0.contains("} else { Image(name) }") })
        let column = try #require(lines[line].range(of: "Image(name)")).lowerBound.utf16Offset(in: lines[line]) + "Image(".count
        let expected = "\(#filePath):\(line + 1):\(column): warning: No image named '\(name)' found in asset catalog for main bundle; "
            + "AnimSim found no asset catalog in or beside the files given, and had no folder to look for a file in; add an image set "
            + "\(name).imageset to the app's Assets.xcassets, or a PNG \(name).png (\(name)@2x.png) beside the Swift files."
        #expect(said.first?.hasPrefix(expected) == true, "\(said)")
    }
}
