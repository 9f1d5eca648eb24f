//
//  SwipeToDismissCard.swift
//  A card that follows the finger, tilts as it goes, and flies off past a threshold or
//  springs back.
//

import SwiftUI

struct SwipeToDismissCard: View {
    @State private var dragOffset: CGSize = .zero
    @State private var isDismissed = false

    private let threshold: CGFloat = 100

    var body: some View {
        ZStack {
            Color(.systemGroupedBackground).ignoresSafeArea()

            RoundedRectangle(cornerRadius: 20)
                .fill(Color.purple)
                .frame(width: 200, height: 260)
                .overlay(Text("Swipe me").font(.title3).bold().foregroundColor(.white))
                .offset(x: isDismissed ? 500 : dragOffset.width, y: dragOffset.height / 4)
                .rotationEffect(.degrees(Double(dragOffset.width) / 20))
                .accessibilityIdentifier("card")
                .gesture(
                    DragGesture()
                        .onChanged { value in
                            dragOffset = value.translation
                        }
                        .onEnded { value in
                            withAnimation(.spring(response: 0.4, dampingFraction: 0.7)) {
                                if value.translation.width > threshold {
                                    isDismissed = true
                                }
                                dragOffset = .zero
                            }
                        }
                )
        }
    }
}

#Preview {
    SwipeToDismissCard()
}
