import SwiftUI

// An "Add to bag" button that fills with the app's tint as the bag icon bounces. The tint is
// set once on the screen: the button, the badge and the ring all follow it.
struct TintedBagButton: View {
    @State private var added = false

    var body: some View {
        VStack(spacing: 32) {
            ZStack(alignment: .topTrailing) {
                Image(systemName: "bag.fill")
                    .font(.system(size: 56))
                    .foregroundStyle(.tint)
                    .scaleEffect(added ? 1.2 : 1)

                Circle()
                    .fill(.tint)
                    .frame(width: 18, height: 18)
                    .opacity(added ? 1 : 0)
                    .accessibilityIdentifier("badge")
            }

            Circle()
                .stroke(.tint, lineWidth: 4)
                .frame(width: 60, height: 60)
                .accessibilityIdentifier("ring")

            Button(added ? "Added" : "Add to bag", systemImage: "cart") {
                withAnimation(.bouncy) {
                    added.toggle()
                }
            }
            .buttonStyle(.borderedProminent)
            .accessibilityIdentifier("add")
        }
        .tint(.orange)
    }
}

#Preview {
    TintedBagButton()
}
