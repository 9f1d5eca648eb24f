import Foundation
import Testing
@testable import AnimSimCommands

/// The compiler's `failed to produce diagnostic for expression` names nothing; the probe
/// type-checks the expression's modifier calls and type names against the modules a file
/// compiles against (this build's, found from the built `animsim`) and reports those missing.
@Suite struct ExpressionProbeTests {
    static let body = """
        import SwiftUI

        struct Wave: View {
            @State private var on = false
            var body: some View {
                ZStack {
                    ForEach(0..<5) { index in
                        Circle()
                            .fill(Color.red)
                            .scrollIndicatorsFlash(onAppear: true)
                            .frame(width: 20, height: 20)
                            .scaleEffect(on ? 1.2 : 1)
                            .padding()
                    }
                    WaveShape()
                        .wiggle(on)
                    ViewThatFits()
                }
                .animation(.spring(), value: on)
            }
        }

        struct WaveShape: View {
            var body: some View { Rectangle() }
            func wiggle(_ on: Bool) -> some View { self }
        }
        """

    @Test func theMissingNamesOfTheExpressionAreReported() throws {
        let folder = try AnimSimBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Wave.swift").path
        try Data(Self.body.utf8).write(to: URL(fileURLWithPath: file))
        let toolchain = try #require(SwiftToolchain.find())
        let executable = try #require(AnimSimBinary.path)
        let runtime = try RuntimeModules.locate(executable: executable, toolchain: toolchain).get()
        let compiler = SwiftFileCompiler(toolchain: toolchain, runtime: runtime, swiftVersion: 5)
        let report = "\(file):6:9: error: failed to produce diagnostic for expression; please submit a bug report (https://swift.org/contributing/#reporting-bugs)\n"
        let amended = ExpressionProbe(compiler: compiler).amend(report, files: [file], folder: folder)
        let section = "(docs/swift.md, \"Unsupported\"); without it the compiler could not type-check the expression at 6:9"
        // A type is said in the compiler's words: it may be the user's own, missing from the files given.
        #expect(amended == "\(file):10:21: error: '.scrollIndicatorsFlash' is not available in AnimSim on Linux \(section)\n"
                + "\(file):17:13: error: cannot find 'ViewThatFits' in scope: the files do not declare it, nor does AnimSim's SwiftUI on Linux \(section)\n")
    }

    /// Only what the expression from its place to the end of its block says is looked at.
    @Test func theExpressionRunsToTheEndOfItsBlock() {
        let text = "var body: some View {\n    VStack { Text(\"a\") }\n        .padding()\n}\nlet after = 1\n"
        #expect(ExpressionProbe.expression(in: text, line: 2, column: 5) == "VStack { Text(\"a\") }\n        .padding()\n")
    }

    /// Names the files declare are not candidates: `.wiggle` is the file's own.
    @Test func namesTheFilesDeclareAreNotProbed() {
        let candidates = ExpressionProbe.candidates(in: "WaveShape().wiggle(on).hueRotation(.degrees(3))", declared: [Self.body])
        #expect(candidates.members == ["hueRotation", "degrees"])
        #expect(candidates.types.isEmpty && candidates.implicit.isEmpty)
    }

    /// A call on a bare variable is the variable's type's, not a modifier: `selected.toggle()`
    /// is a `Bool`'s, and was once reported as the missing name (CompilerGiveUpTests found
    /// it); a call chained on a type's member (`Color.red.opacity(`) is still probed.
    @Test func callsOnAVariableAreNotProbed() {
        let expression = "Text(\"a\").onTapGesture { selected.toggle(); model.items.append(1) }.background(Color.red.opacity(0.5))"
        let candidates = ExpressionProbe.candidates(in: expression, declared: [])
        #expect(candidates.members == ["onTapGesture", "background", "opacity"], "\(candidates.members)")
    }

    /// Words in comments and strings are no names the expression uses: a published file's
    /// `// MARK: One. No delay` above a give-up was once reported as `'One' is not available`.
    /// The code keeps its lines and columns, and a brace in a comment closes no block.
    @Test func commentsAndStringsHoldNoNames() {
        let text = "Circle() // MARK: One. No delay }\n    .fill(Color.red) /* Two( */\nText(\"Three(\")\n"
        let code = ExpressionProbe.codeOnly(text)
        #expect(code.utf8.count == text.utf8.count && code.split(separator: "\n").count == 3)
        let expression = ExpressionProbe.expression(in: code, line: 1, column: 1)
        #expect(ExpressionProbe.candidates(in: expression, declared: []).types == ["Circle", "Color", "Text"], "\(expression)")
    }
}
