import SwiftUI

/// Not the article's: how `_FrameLayout` passes a proposal on an axis it leaves nil, beside
/// SwiftUI's `frame` (`--view FrameSizes`): a text, a rectangle and a circle (the last two
/// take any size they are proposed) in frames of 60 × 40, nil × 50, 80 × nil and 120 × 10
/// (a text cut to a height below its line's), centred.
struct FrameSizes: View {
    static let sizes: [(name: String, width: CGFloat?, height: CGFloat?)] = [
        ("60x40", 60, 40), ("nilx50", nil, 50), ("80xnil", 80, nil), ("120x10", 120, 10),
    ]
    static let subjects = ["text", "rectangle", "circle"]

    var body: some View {
        VStack(spacing: 4) {
            ForEach(0..<Self.subjects.count * Self.sizes.count, id: \.self) { index in
                let subject = Self.subjects[index / Self.sizes.count], size = Self.sizes[index % Self.sizes.count]
                let name = "\(subject).\(size.name)"
                HStack {
                    Self.subject(subject)
                        .frame(width: size.width, height: size.height)
                        .border(.blue).accessibilityIdentifier(name + ".builtin")
                    _FrameLayout(width: size.width, height: size.height, alignment: .center) {
                        Self.subject(subject).accessibilityIdentifier(name + ".replica.child")
                    }
                    .border(.blue).accessibilityIdentifier(name + ".replica")
                }
            }
        }
    }

    @ViewBuilder static func subject(_ name: String) -> some View {
        switch name {
        case "text": Text("Hello")
        case "rectangle": Rectangle().fill(.orange)
        default: Circle().fill(.purple)
        }
    }
}
