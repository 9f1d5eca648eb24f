import SwiftUI

/// Not the article's: its `ZStack` holds one text, which every alignment puts in the same
/// place, and `My_ZStackLayout` aligns by any alignment's guides, so this view (`--view
/// ZStackAlignments`) puts it beside SwiftUI's `ZStack` at each of the nine standard
/// alignments, one row each, over four children of different sizes (a padded circle's
/// guides are off its centre).
struct ZStackAlignments: View {
    var body: some View {
        VStack(spacing: 8) {
            ForEach(0..<standardAlignments.count, id: \.self) { index in
                let (name, alignment) = standardAlignments[index]
                HStack(spacing: 24) {
                    ZStack(alignment: alignment) { Children(name: name + ".builtin") }
                        .border(.green).accessibilityIdentifier(name + ".builtin")
                    My_ZStackLayout(alignment: alignment) { Children(name: name + ".replica") }
                        .border(.green).accessibilityIdentifier(name + ".replica")
                }
            }
        }
    }

    struct Children: View {
        let name: String

        var body: some View {
            Rectangle().fill(.orange.opacity(0.6)).frame(width: 40, height: 14).accessibilityIdentifier(name + ".wide")
            Rectangle().fill(.blue.opacity(0.6)).frame(width: 14, height: 36).accessibilityIdentifier(name + ".tall")
            Text("Hi").accessibilityIdentifier(name + ".text")
            Circle().fill(.purple.opacity(0.6)).frame(width: 20, height: 20)
                .padding(EdgeInsets(top: 0, leading: 8, bottom: 4, trailing: 0)).accessibilityIdentifier(name + ".circle")
        }
    }
}
