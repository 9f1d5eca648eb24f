import Foundation
import Testing
@testable import AnimSimCommands

/// The asset symbols Xcode generates from an app's catalogs, which `animsim` generates too
/// (`AssetSymbols`): each set's symbol as Xcode 15 spells it (the pairs are from Xcode's own
/// `GeneratedAssetSymbols.swift` files), and, through the binary, `Color(.brand)`,
/// `.fill(.brand)` and `Color.brand` drawing the app folder's colour set `BrandColor` in the
/// window's scheme, and `Image(.swiftRadio)` the image set `swift-radio`.
@Suite struct AssetSymbolsTests {
    @Test(arguments: [
        ("AccentColor", "Color", "accent"), ("bgColor", "Color", "bg"), ("command", "Color", "command"),
        ("stationImage", "Image", "station"), ("swift-radio-black", "Image", "swiftRadioBlack"),
        ("GitHub_Invertocat_Black", "Image", "gitHubInvertocatBlack"), ("temperature 1", "Image", "temperature1"),
        ("lifi.logo.v1", "Image", "lifiLogoV1"), ("AppLogo", "Image", "appLogo"), ("switch", "Image", "`switch`"),
        ("NowPlayingBars-0", "Image", "nowPlayingBars0"), ("URLIcon", "Image", "urlIcon"), ("Color", "Color", "color"),
    ])
    func aSetIsNamedAsXcodeNamesIt(name: String, suffix: String, symbol: String) {
        #expect(AssetSymbols.symbol(for: name, suffix: suffix) == symbol)
    }

    static let colorSet = """
        {"colors":[{"color":{"color-space":"srgb","components":{"alpha":"1.000","blue":"0.600","green":"0.400","red":"0.200"}},"idiom":"universal"},
        {"appearances":[{"appearance":"luminosity","value":"dark"}],"color":{"color-space":"srgb","components":{"alpha":"1.000","blue":"0x33","green":"0x66","red":"0x99"}},"idiom":"universal"}],
        "info":{"author":"xcode","version":1}}
        """

    static func trace(scheme: String) throws -> [String: [String: Any]] {
        let body = """
            import SwiftUI

            struct ContentView: View {
                var body: some View {
                    VStack {
                        Circle().fill(Color(.brand)).frame(width: 20, height: 20).accessibilityIdentifier("resource")
                        Circle().fill(.brand).frame(width: 20, height: 20).accessibilityIdentifier("style")
                        Rectangle().foregroundStyle(Color.brand).frame(width: 20, height: 20).accessibilityIdentifier("color")
                        Image(.swiftRadio).accessibilityIdentifier("image")
                    }
                    .preferredColorScheme(.\(scheme))
                }
            }

            """
        let run = try SurroundingsTests.run(["trace", "App", "--at", "0", "--strategy", "animatable"], files: [
            "App/ContentView.swift": body,
            "App/Assets.xcassets/Contents.json": "{\"info\":{\"author\":\"xcode\",\"version\":1}}",
            "App/Assets.xcassets/BrandColor.colorset/Contents.json": colorSet,
            "App/Assets.xcassets/swift-radio.imageset/Contents.json": "{\"images\":[],\"info\":{\"author\":\"xcode\",\"version\":1}}",
        ])
        try #require(run.status == 0, "\(run.err)")
        return try SurroundingsTests.views(run.out)
    }

    @Test(arguments: [("light", [0.2, 0.4, 0.6, 1.0]), ("dark", [0.6, 0.4, 0.2, 1.0])])
    func theSymbolsDrawTheSet(scheme: String, rgba: [Double]) throws {
        let views = try Self.trace(scheme: scheme)
        for name in ["resource", "style", "color"] {
            let view = views["\(name)~"] ?? views[name]
            #expect(SurroundingsTests.close(SurroundingsTests.fill(view), rgba, 0.002), "\(name): \(view ?? [:])")
        }
        #expect(views["image"] != nil, "\(views.keys.sorted())")
    }

    /// Two catalogs with sets of one symbol (`Heart` near the files, `heart` in the app's
    /// `Resources/`): the symbol is the nearest catalog's set, in the order `AssetCatalogs` gives.
    @Test(arguments: [(["Near", "Far"], "Heart"), (["Far", "Near"], "heart")])
    func theNearestCatalogsSetHasTheSymbol(order: [String], name: String) throws {
        let root = try AnimSimBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        for set in ["Near.xcassets/Heart.imageset", "Far.xcassets/heart.imageset", "Near.xcassets/Only.colorset", "Far.xcassets/only.colorset"] {
            try FileManager.default.createDirectory(at: root.appendingPathComponent(set), withIntermediateDirectories: true)
        }
        let symbols = AssetSymbols(catalogs: order.map { root.appendingPathComponent("\($0).xcassets").path })
        let text = symbols.text(sources: [])
        #expect(text.contains("static let heart = AnimSimViews.ImageResource(name: \"\(name)\""), "\(text)")
        #expect(text.contains("static let only = AnimSimViews.ColorResource(name: \"\(name == "Heart" ? "Only" : "only")\""), "\(text)")
    }
}
