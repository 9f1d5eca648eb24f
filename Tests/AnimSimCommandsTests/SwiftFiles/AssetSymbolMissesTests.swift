import Foundation
import Testing
@testable import AnimSimCommands

/// An asset symbol no catalog has is a set the app lacks, not an API AnimSim lacks
/// (`AssetSymbolMisses`): where the compiler gives up on the expression around `Image(.blos)`
/// (amosgyamfi's IncomingMessageView), the probe tries the app's generated symbols and says
/// so with the catalogs read; a symbol a catalog has is no culprit.
@Suite struct AssetSymbolMissesTests {
    static let body = """
        import SwiftUI

        struct Reaction: View {
            var body: some View {
                HStack {
                    Image(.blos)
                        .resizable()
                        .scrollIndicatorsFlash(onAppear: true)
                    Color(.systemGray6)
                }
            }
        }
        """

    @Test(arguments: [true, false])
    func theProbeNamesAMissingAssetSymbolAsOne(catalogHasIt: Bool) throws {
        let folder = try AnimSimBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        for set in ["love"] + (catalogHasIt ? ["blos"] : []) {
            try FileManager.default.createDirectory(at: folder.appendingPathComponent("Assets.xcassets/\(set).imageset"),
                                                    withIntermediateDirectories: true)
        }
        let file = folder.appendingPathComponent("Reaction.swift").path
        try Data(Self.body.utf8).write(to: URL(fileURLWithPath: file))
        let toolchain = try #require(SwiftToolchain.find())
        let runtime = try RuntimeModules.locate(executable: try #require(AnimSimBinary.path), toolchain: toolchain).get()
        var compiler = SwiftFileCompiler(toolchain: toolchain, runtime: runtime, swiftVersion: 5)
        compiler.readCatalogs(inputs: [folder.path], sources: [Self.body])
        let report = "\(file):5:9: error: failed to produce diagnostic for expression; please submit a bug report (https://swift.org/contributing/#reporting-bugs)\n"
        let amended = ExpressionProbe(compiler: compiler).amend(report, files: [file], folder: folder)
        let at = "; without it the compiler could not type-check the expression at 5:9"
        var expected = "\(file):8:17: error: '.scrollIndicatorsFlash' is not available in AnimSim on Linux (docs/swift.md, \"Unsupported\")\(at)\n"
        if !catalogHasIt {
            let catalog = ProjectFiles.display(folder.appendingPathComponent("Assets.xcassets").path)
            expected += "\(file):6:19: error: 'ImageResource.blos' is an asset symbol, which Xcode (and animsim) generates for each image "
                + "set of the app's asset catalogs, and no catalog has an image set Xcode names so (animsim read \(catalog)): add the "
                + "set to the app's Assets.xcassets, or name the set as it is spelt there, Image(\"blos\") (docs/swift.md, \"Around the animation\")\(at)\n"
        }
        #expect(amended == expected)
    }

    /// Only an implicit member that is the one argument of `Image(`, `image:` or `Color(` is
    /// taken for an asset symbol: `.fill(.brand)` may be a style AnimSim lacks.
    @Test(arguments: [
        ("Image(.blos)", 7, "'ImageResource.blos' is an asset symbol"),
        ("Label(\"Hi\", image: .blos)", 20, "'ImageResource.blos' is an asset symbol"),
        ("Color(.blos)", 7, "'Color(.blos)': neither UIKit's colours nor the asset symbols"),
        ("Circle().fill(.blos)", 15, nil),
        ("Button(\"Like\", image: .blos, action: {})", 23, "'ImageResource.blos' is an asset symbol"),
        ("Image(.blos.opacity)", 7, nil),
    ])
    func onlyAnAssetSymbolsPlaceIsTakenForOne(line: String, column: Int, starts: String?) {
        let message = AssetSymbolMisses.implicitMember(".blos", in: "let a = 1\n" + line + "\n", line: 2, column: column, catalogs: [])
        #expect(message.map { $0.hasPrefix(starts ?? "-") } ?? (starts == nil), "\(message ?? "nil")")
    }
}
