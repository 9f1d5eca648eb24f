//
//  HoldToConfirmButton.swift
//  A delete button that only fires after a long press, through a PrimitiveButtonStyle.
//

import SwiftUI

struct HoldToConfirmStyle: PrimitiveButtonStyle {
    @State private var holding = false

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.body.weight(.semibold))
            .foregroundStyle(.white)
            .frame(width: 220, height: 50)
            .background {
                ZStack(alignment: .leading) {
                    RoundedRectangle(cornerRadius: 12).fill(Color.red.opacity(0.5))
                    RoundedRectangle(cornerRadius: 12)
                        .fill(Color.red)
                        .frame(width: holding ? 220 : 0)
                }
            }
            .onLongPressGesture(minimumDuration: 1.0) {
                configuration.trigger()
            } onPressingChanged: { pressing in
                withAnimation(pressing ? .linear(duration: 1.0) : .easeOut(duration: 0.2)) {
                    holding = pressing
                }
            }
    }
}

struct HoldToConfirmButton: View {
    @State private var deleted = false

    var body: some View {
        VStack(spacing: 24) {
            Image(systemName: deleted ? "trash.slash" : "doc.text")
                .font(.system(size: 44))
                .imageScale(.large)
                .symbolRenderingMode(.hierarchical)
                .foregroundStyle(deleted ? .red : .blue)

            Button("Hold to delete") {
                withAnimation(.bouncy) { deleted = true }
            }
            .buttonStyle(HoldToConfirmStyle())
            .accessibilityIdentifier("delete")
        }
        .padding()
    }
}

#Preview {
    HoldToConfirmButton()
}
