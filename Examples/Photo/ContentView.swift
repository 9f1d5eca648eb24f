import SwiftUI

/// The app's picture from its asset catalog (Assets.xcassets/Photo.imageset, a 2x file of
/// 240 × 160 pixels, so 120 × 80 pt), zoomed into a circle, beside it at its natural size, and
/// a pixel-art checker (Checker.png beside the files) scaled up without smoothing.
/// `animsim render --still 0.5 Examples/Photo -o photo.png`, or `play` it; run it under
/// `.preferredColorScheme(.dark)` and the set's dark file is drawn.
struct ContentView: View {
    @State private var zoomed = false

    var body: some View {
        VStack(spacing: 24) {
            Image("Photo")
                .resizable()
                .scaledToFill()
                .frame(width: 160, height: 160)
                .clipShape(Circle())
                .scaleEffect(zoomed ? 1.25 : 0.75)
                .accessibilityIdentifier("zoom")
            HStack(spacing: 16) {
                Image("Photo")
                    .accessibilityIdentifier("natural")
                Image("Checker")
                    .resizable()
                    .interpolation(.none)
                    .frame(width: 64, height: 64)
                    .accessibilityIdentifier("checker")
            }
            Text(zoomed ? "Zoomed" : "Photo")
        }
        .onAppear {
            withAnimation(.easeInOut(duration: 1)) { zoomed = true }
        }
    }
}
