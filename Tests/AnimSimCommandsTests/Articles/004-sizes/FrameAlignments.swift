import SwiftUI

/// Not the article's: its frames use `.center` and `.bottomLeading`, and `_FrameLayout`
/// takes any alignment, so this view (`--view FrameAlignments`) puts it beside SwiftUI's
/// `frame` at each of the nine standard alignments, one row each, on a text and on a
/// 20 × 30 rectangle in a 60 × 34 frame, and on a text in a frame of height 34 alone (its
/// width the text's).
struct FrameAlignments: View {
    var body: some View {
        VStack(spacing: 8) {
            ForEach(0..<standardAlignments.count, id: \.self) { index in
                let (name, alignment) = standardAlignments[index]
                HStack(spacing: 8) {
                    Text("Hello")
                        .frame(width: 60, height: 34, alignment: alignment)
                        .border(.blue).accessibilityIdentifier("\(name).text.builtin")
                    _FrameLayout(width: 60, height: 34, alignment: alignment) {
                        Text("Hello").accessibilityIdentifier("\(name).text.replica.child")
                    }
                    .border(.blue).accessibilityIdentifier("\(name).text.replica")

                    Rectangle().fill(.orange).frame(width: 20, height: 30)
                        .frame(width: 60, height: 34, alignment: alignment)
                        .border(.blue).accessibilityIdentifier("\(name).rectangle.builtin")
                    _FrameLayout(width: 60, height: 34, alignment: alignment) {
                        Rectangle().fill(.orange).frame(width: 20, height: 30).accessibilityIdentifier("\(name).rectangle.replica.child")
                    }
                    .border(.blue).accessibilityIdentifier("\(name).rectangle.replica")

                    Text("Hello")
                        .frame(height: 34, alignment: alignment)
                        .border(.blue).accessibilityIdentifier("\(name).height.builtin")
                    _FrameLayout(width: nil, height: 34, alignment: alignment) {
                        Text("Hello").accessibilityIdentifier("\(name).height.replica.child")
                    }
                    .border(.blue).accessibilityIdentifier("\(name).height.replica")
                }
            }
        }
    }
}
