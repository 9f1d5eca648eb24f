import SwiftUI

// Article 004's first view, its `ContentView` (`ZStack { Text("Hello world") }`), and
// beside it the same text in the article's `My_ZStackLayout`.
struct ContentView: View {
    var body: some View {
        HStack {
            ZStack {
                Text("Hello world").accessibilityIdentifier("builtin.text")
            }
            .border(.green)
            .accessibilityIdentifier("builtin")

            My_ZStackLayout {
                Text("Hello world").accessibilityIdentifier("replica.text")
            }
            .border(.green)
            .accessibilityIdentifier("replica")
        }
    }
}
