import SwiftUI

/// A badge that grows as the stepper below it goes up: the stepper's binding carries the
/// animation, as animation lessons teach it, and the badge is a coloured circle with a label.
struct ZoomStepperBadge: View {
    @State private var zoom = 1.0

    var body: some View {
        VStack(spacing: 40) {
            Text("Zoom")
                .padding(24)
                .background(.orange)
                .foregroundStyle(.white)
                .clipShape(.circle)
                .scaleEffect(zoom)
                .accessibilityIdentifier("badge")

            Stepper("Zoom", value: $zoom.animation(.linear(duration: 1)), in: 1...3, step: 0.5)
                .padding(.horizontal)
        }
    }
}

#Preview {
    ZoomStepperBadge()
}
