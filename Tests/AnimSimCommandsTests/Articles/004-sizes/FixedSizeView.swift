import SwiftUI

// Article 004's own view for fixedSize (its tweet's question), twice: with SwiftUI's
// `.fixedSize()` and with the article's `FixedSizeLayout` replica in its place
// (`--view FixedSizeView`).
struct FixedSizeView: View {
    var body: some View {
        HStack {
            Text("Hello world")
                .border(.red)
                .frame(idealWidth: 100, idealHeight: 100)
                .fixedSize()
                .border(.green)
                .accessibilityIdentifier("builtin")

            FixedSizeLayout(horizontal: true, vertical: true) {
                Text("Hello world")
                    .border(.red)
                    .frame(idealWidth: 100, idealHeight: 100)
            }
            .border(.green)
            .accessibilityIdentifier("replica")
        }
    }
}
