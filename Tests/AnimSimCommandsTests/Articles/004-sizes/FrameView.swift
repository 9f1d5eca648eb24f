import SwiftUI

// Article 004's own frame views, each with SwiftUI's `frame` and beside it with the
// article's `_FrameLayout` in its place: `Text("Hi").frame(width: 100,height: 100)`, the
// `VStack { Text("Hi").frame(width: 50,height: 50) }` whose frame ignores the stack's
// proposal, and the bordered `Text("Hello world")` in a 100 × 100 `.bottomLeading` frame
// (`--view FrameView`).
struct FrameView: View {
    var body: some View {
        VStack(spacing: 16) {
            HStack {
                Text("Hi")
                    .frame(width: 100,height: 100)
                    .accessibilityIdentifier("hi.builtin")

                _FrameLayout(width: 100,height: 100,alignment: .center) {
                    Text("Hi").accessibilityIdentifier("hi.replica.text")
                }
                .accessibilityIdentifier("hi.replica")
            }

            HStack {
                VStack {
                    Text("Hi")
                       .frame(width: 50,height: 50)
                       .accessibilityIdentifier("vstack.builtin.frame")
                }
                .accessibilityIdentifier("vstack.builtin")

                VStack {
                    _FrameLayout(width: 50, height: 50, alignment: .center) {
                        Text("Hi").accessibilityIdentifier("vstack.replica.text")
                    }
                    .accessibilityIdentifier("vstack.replica.frame")
                }
                .accessibilityIdentifier("vstack.replica")
            }

            HStack {
                VStack {
                    Text("Hello world")
                        .border(.red)
                        .frame(width: 100, height: 100, alignment: .bottomLeading)
                        .border(.blue)
                        .padding()
                        .accessibilityIdentifier("bottomLeading.builtin.padding")
                }
                .border(.green)
                .accessibilityIdentifier("bottomLeading.builtin")

                VStack {
                    _FrameLayout(width: 100, height: 100, alignment: .bottomLeading) {
                        Text("Hello world")
                            .border(.red)
                            .accessibilityIdentifier("bottomLeading.replica.text")
                    }
                    .border(.blue)
                    .padding()
                    .accessibilityIdentifier("bottomLeading.replica.padding")
                }
                .border(.green)
                .accessibilityIdentifier("bottomLeading.replica")
            }
        }
    }
}
