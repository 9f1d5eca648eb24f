import SwiftUI

// A rating stepper: the minus button is disabled at zero and the plus button at three, so the
// count can never leave 0...3 however often the buttons are tapped. Capsule bordered buttons.
struct DisabledStepper: View {
    @State private var count = 0
    private let maximum = 3

    var body: some View {
        HStack(spacing: 24) {
            Button("Less", systemImage: "minus") {
                withAnimation(.snappy) {
                    count -= 1
                }
            }
            .accessibilityIdentifier("minus")
            .disabled(count == 0)

            Text("\(count)")
                .font(.largeTitle)
                .bold()
                .contentTransition(.numericText())
                .accessibilityIdentifier("count")

            Button("More", systemImage: "plus") {
                withAnimation(.snappy) {
                    count += 1
                }
            }
            .accessibilityIdentifier("plus")
            .disabled(count == maximum)
        }
        .buttonStyle(.bordered)
        .buttonBorderShape(.capsule)
        .controlSize(.large)
        .padding()
    }
}

#Preview {
    DisabledStepper()
}
