import Foundation
import Testing
import AnimSim

/// `Image(systemName:)` and `Image(_:)` on Linux: placeholders of the size SwiftUI lays the
/// image out at (a symbol 1.2 × the font size square, an asset 100 × 100), drawn as dashed
/// boxes labelled with the name, with one warning per name; `.resizable()`, `.frame`,
/// `.aspectRatio` and `.foregroundStyle` act as in SwiftUI.
@MainActor @Suite struct ImageTests {
    static func items<V: View>(_ view: V) throws -> DisplayItems {
        let host = ViewHost(view)
        return try LayoutEngine().layout(host.currentTree, in: host.canvas).items
    }

    /// The placeholder box: the one item with a dashed outline.
    static func box<V: View>(_ view: V) throws -> DisplayItem {
        try #require(try items(view).first { $0.stroke?.dash == [3, 2] })
    }

    /// Each case: a view with one image, and the size the image is laid out at.
    enum Sized: String, CaseIterable, Sendable {
        case symbol, largeTitle, caption, framedSymbol, asset, framedAsset
        case resizedSymbol, resizableAsset, fixedResizable, narrowResizable
        case fit, fill, fitTwoToOne

        @MainActor var view: AnyView {
            switch self {
            // An image is its own size, whatever it is proposed or framed in.
            case .symbol: AnyView(Image(systemName: "star.fill"))
            case .largeTitle: AnyView(Image(systemName: "star.fill").font(.largeTitle))
            case .caption: AnyView(Image(systemName: "star.fill").font(.caption))
            case .framedSymbol: AnyView(Image(systemName: "star.fill").frame(width: 100, height: 100))
            case .asset: AnyView(Image("photo"))
            case .framedAsset: AnyView(Image("photo").frame(width: 50, height: 300))
            // Resizable: the proposal on each side, its own size where a side is unspecified.
            case .resizedSymbol: AnyView(Image(systemName: "star.fill").resizable().frame(width: 100, height: 60))
            case .resizableAsset: AnyView(Image("photo").resizable())
            case .fixedResizable: AnyView(Image("photo").resizable().fixedSize())
            case .narrowResizable: AnyView(Image("photo").resizable().frame(width: 70))
            // Proportions kept by aspectRatio: fitted in, or covering, the frame.
            case .fit: AnyView(Image("photo").resizable().aspectRatio(contentMode: .fit).frame(width: 200, height: 100))
            case .fill: AnyView(Image("photo").resizable().scaledToFill().frame(width: 200, height: 100))
            case .fitTwoToOne: AnyView(Image("photo").resizable().aspectRatio(2, contentMode: .fit).frame(width: 300, height: 300))
            }
        }

        var size: CGSize {
            switch self {
            case .symbol, .framedSymbol: CGSize(width: 20.4, height: 20.4)
            case .largeTitle: CGSize(width: 40.8, height: 40.8)
            case .caption: CGSize(width: 14.4, height: 14.4)
            case .asset, .framedAsset, .fixedResizable, .fit: CGSize(width: 100, height: 100)
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
        let box = try Self.box(sample.view)
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

        var colour: Color {
            switch self {
            case .redSymbol: .red
            case .plainSymbol: .black
            case .originalSymbol, .asset: Color(red: 0.56, green: 0.56, blue: 0.58)
            case .templateAsset: .blue
            }
        }
    }

    /// A symbol takes the foreground style, as SF Symbols do; an asset keeps its own
    /// colours (grey here) unless rendered as a template.
    @Test(arguments: Tinted.allCases)
    func drawnInTheRightColour(sample: Tinted) throws {
        let box = try Self.box(sample.view)
        #expect(box.stroke?.color == sample.colour)
        #expect(box.label?.color == sample.colour)
        #expect(box.fill?.opacity ?? 1 < 0.2)
    }

    /// Labelled with its name, and said once on standard error however often it is drawn.
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
        #expect(boxes.count == 2 && boxes.allSatisfy { $0.label?.text == name })
        let said = ViewDiagnostics.messages.filter { $0.contains("\"\(name)\"") }
        #expect(said.count == 1, "\(said)")
        let expected = isSymbol ? "Image(systemName: \"\(name)\"): Linux has no SF Symbols; drawn as a placeholder of 20.4×20.4 pt"
            : "Image(\"\(name)\"): Linux has no asset catalog; drawn as a placeholder of 100×100 pt"
        #expect(said.first?.hasPrefix(expected) == true, "\(said)")
    }
}
