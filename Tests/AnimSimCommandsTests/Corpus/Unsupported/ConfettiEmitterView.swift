//
//  ConfettiEmitterView.swift
//  Confetti from a Core Animation emitter, wrapped for SwiftUI.
//

import SwiftUI
import UIKit

struct ConfettiEmitterView: UIViewRepresentable {
    @Binding var isFiring: Bool

    func makeUIView(context: Context) -> UIView {
        let view = UIView()
        view.backgroundColor = .clear
        return view
    }

    func updateUIView(_ uiView: UIView, context: Context) {
        guard isFiring else { return }
        DispatchQueue.main.asyncAfter(deadline: .now() + 1) { isFiring = false }
    }
}

struct ConfettiButton: View {
    @State private var isFiring = false

    var body: some View {
        ZStack {
            ConfettiEmitterView(isFiring: $isFiring)
            Button("Celebrate") { isFiring = true }
                .buttonStyle(.borderedProminent)
        }
    }
}

#Preview {
    ConfettiButton()
}
