import Foundation
import Testing

/// `specifier:` in the titles SwiftUI takes as a `LocalizedStringKey` besides `Text`'s: a
/// `Button`'s, a `Toggle`'s, a `Label`'s and `.navigationTitle`. Each compiles (it stopped at
/// the compiler before) and its title is the formatted number: 2.345 with `%.1f` is "2.3",
/// as wide as a `Text("2.3")` beside it, where the unformatted "2.345" would be wider. A
/// script presses the button by that title.
@Suite struct LocalizedTitlesTests {
    @Test func aTitleFormatsItsNumberWithTheSpecifier() throws {
        let body = """
                let speed = 2.345
                return NavigationStack {
                    VStack {
                        Button("\\(speed, specifier: "%.1f")") {}.accessibilityIdentifier("button")
                        Text("2.3").accessibilityIdentifier("text")
                        Toggle("\\(speed, specifier: "%.2f")", isOn: .constant(true)).accessibilityIdentifier("toggle")
                        Label("\\(speed, specifier: "%.1f")", systemImage: "star").accessibilityIdentifier("label")
                    }
                    .navigationTitle("\\(speed, specifier: "%.1f") x")
                }
        """
        let text = "import SwiftUI\n\nstruct ContentView: View {\n    var body: some View {\n" + body + "\n    }\n}\n"
        let run = try SurroundingsTests.run(["trace", "ContentView.swift", "--at", "0.5", "--strategy", "animatable",
                                             "--script", "uses.yaml"],
                                            files: ["ContentView.swift": text, "uses.yaml": "- { at: 0.1, control: \"2.3\" }\n"])
        try #require(run.status == 0, "\(run.err)")
        let views = try SurroundingsTests.views(run.out)
        let width = { (name: String) -> Double in ((views[name + "~"] ?? views[name])?["frame"] as? [Double])?[2] ?? -1 }
        #expect(width("text") > 0 && abs(width("button") - width("text")) < 0.001, "\(views.keys.sorted())")
    }
}
