import SwiftUI

/// A study card that turns over on a tap, inside a navigation stack whose bar carries a
/// close button in the old `navigationBarItems` style, as detail screens in tutorials do.
struct FlashcardFlip: View {
    @Environment(\.dismiss) private var dismiss
    @State private var turns = 0.0

    var body: some View {
        NavigationStack {
            VStack(spacing: 24) {
                Text("Which planet has the most moons?")
                    .multilineTextAlignment(.center)
                    .foregroundStyle(.white)
                    .padding()
                    .frame(width: 220, height: 140)
                    .background(.indigo.gradient)
                    .clipShape(.rect(cornerRadius: 18))
                    .rotation3DEffect(.degrees(turns), axis: (x: 0, y: 1, z: 0))
                    .accessibilityIdentifier("card")
                    .onTapGesture {
                        withAnimation(.linear(duration: 0.8)) {
                            turns += 180
                        }
                    }

                Text("Tap the card")
                    .font(.footnote)
                    .foregroundStyle(.secondary)
            }
            .navigationTitle("Flashcards")
            .navigationBarItems(trailing: Button("Close") { dismiss() })
        }
    }
}

#Preview {
    FlashcardFlip()
}
