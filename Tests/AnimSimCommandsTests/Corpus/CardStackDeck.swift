//
//  CardStackDeck.swift
//  A deck of cards: the top one follows the finger and tilts, and is thrown off past a
//  threshold, the next one growing into its place.
//

import SwiftUI

struct DeckCard: Identifiable {
    let id: Int
    let color: Color
    let title: String
}

struct CardStackDeck: View {
    @State private var cards: [DeckCard] = [
        DeckCard(id: 0, color: .orange, title: "Sunrise"),
        DeckCard(id: 1, color: .teal, title: "Lagoon"),
        DeckCard(id: 2, color: .indigo, title: "Midnight"),
    ]
    @State private var drag: CGSize = .zero

    var body: some View {
        ZStack {
            ForEach(Array(cards.enumerated()), id: \.element.id) { index, card in
                let isTop = index == cards.count - 1
                RoundedRectangle(cornerRadius: 24, style: .continuous)
                    .fill(card.color.gradient)
                    .frame(width: 240, height: 320)
                    .overlay(alignment: .bottomLeading) {
                        Text(card.title)
                            .font(.title.bold())
                            .foregroundStyle(.white)
                            .padding()
                    }
                    .scaleEffect(isTop ? 1 : 0.94)
                    .offset(y: isTop ? 0 : -12)
                    .offset(isTop ? drag : .zero)
                    .rotationEffect(.degrees(isTop ? Double(drag.width / 12) : 0))
                    .accessibilityIdentifier(isTop ? "topCard" : "card\(card.id)")
                    .gesture(isTop ? dragGesture : nil)
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(Color(white: 0.95))
    }

    private var dragGesture: some Gesture {
        DragGesture()
            .onChanged { value in drag = value.translation }
            .onEnded { value in
                withAnimation(.spring(response: 0.45, dampingFraction: 0.8)) {
                    if abs(value.translation.width) > 120 {
                        cards.removeLast()
                    }
                    drag = .zero
                }
            }
    }
}

#Preview {
    CardStackDeck()
}
