//
//  ScrollTransitionCards.swift
//  Cards that fade and shrink as they scroll off the edges.
//

import SwiftUI

struct ScrollTransitionCards: View {
    var body: some View {
        ScrollView {
            VStack(spacing: 16) {
                ForEach(0..<12) { index in
                    RoundedRectangle(cornerRadius: 20)
                        .fill(Color.blue.opacity(0.2 + Double(index) / 20))
                        .frame(height: 120)
                        .overlay(Text("Card \(index + 1)").font(.title))
                        .scrollTransition { content, phase in
                            content
                                .opacity(phase.isIdentity ? 1 : 0.3)
                                .scaleEffect(phase.isIdentity ? 1 : 0.85)
                        }
                }
            }
            .padding()
        }
    }
}
