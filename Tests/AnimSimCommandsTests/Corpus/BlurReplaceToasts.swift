//
//  BlurReplaceToasts.swift
//  iOS 17 transitions: a save button whose label swaps with .blurReplace, a "copied" toast
//  that pops in with a custom Transition, and a menu that grows out of its corner.
//

import SwiftUI

/// Pops a view in: it fades, grows from half size and comes into focus.
struct PopTransition: Transition {
    func body(content: Content, phase: TransitionPhase) -> some View {
        content
            .opacity(phase.isIdentity ? 1 : 0)
            .scaleEffect(phase.isIdentity ? 1 : 0.5)
            .blur(radius: phase == .identity ? 0 : 8)
    }
}

extension AnyTransition {
    static var pop: AnyTransition { AnyTransition(PopTransition()) }
}

struct BlurReplaceToasts: View {
    @State private var isSaved = false
    @State private var showToast = false
    @State private var showMenu = false

    var body: some View {
        VStack(spacing: 24) {
            ZStack {
                if isSaved {
                    Label("Saved", systemImage: "checkmark.circle.fill")
                        .foregroundStyle(.green)
                        .transition(.blurReplace)
                        .accessibilityIdentifier("saved")
                } else {
                    Label("Save", systemImage: "square.and.arrow.down")
                        .transition(.blurReplace(.upUp))
                        .accessibilityIdentifier("save")
                }
            }
            .font(.headline)
            .frame(height: 44)

            Button("Save") {
                withAnimation(.easeInOut(duration: 1)) { isSaved.toggle() }
            }
            .buttonStyle(.borderedProminent)

            Button("Copy") {
                withAnimation(.linear(duration: 1)) { showToast.toggle() }
            }

            if showToast {
                Text("Copied to clipboard")
                    .padding(.horizontal, 16)
                    .padding(.vertical, 10)
                    .background(Capsule().fill(Color.indigo))
                    .foregroundStyle(.white)
                    .transition(PopTransition())
                    .accessibilityIdentifier("toast")
            }

            Button("Menu") {
                withAnimation(.linear(duration: 1)) { showMenu.toggle() }
            }

            if showMenu {
                RoundedRectangle(cornerRadius: 12)
                    .fill(Color.orange)
                    .frame(width: 160, height: 80)
                    .transition(.scale(scale: 0, anchor: .topTrailing).combined(with: .pop))
                    .accessibilityIdentifier("menu")
            }
        }
        .padding()
    }
}

#Preview {
    BlurReplaceToasts()
}
