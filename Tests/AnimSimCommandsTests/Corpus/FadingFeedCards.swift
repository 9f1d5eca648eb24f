//
//  FadingFeedCards.swift
//  A feed whose cards grow and fade in as they come up from the bottom edge, beside a
//  sun that drifts left as it sets (scrollTransition and visualEffect).
//

import SwiftUI

struct FadingFeedCards: View {
    @State private var sunset = false
    private let tints: [Color] = [.orange, .pink, .purple, .indigo, .blue, .teal]

    var body: some View {
        ZStack(alignment: .topTrailing) {
            ScrollView {
                VStack(spacing: 20) {
                    ForEach(tints.indices, id: \.self) { index in
                        RoundedRectangle(cornerRadius: 16)
                            .fill(tints[index])
                            .frame(height: 120)
                            .overlay(alignment: .bottomLeading) {
                                Text("Story \(index + 1)")
                                    .font(.headline)
                                    .foregroundStyle(.white)
                                    .padding()
                            }
                            .scrollTransition { content, phase in
                                content
                                    .opacity(phase.isIdentity ? 1 : 0)
                                    .scaleEffect(phase.isIdentity ? 1 : 0.8)
                            }
                            .id("card\(index)")
                    }
                }
                .padding(.horizontal, 40)
            }
            .frame(height: 340)

            Circle()
                .fill(Color.yellow)
                .frame(width: 60, height: 60)
                .visualEffect { content, proxy in
                    content
                        .offset(x: -proxy.frame(in: .global).minY * 0.5)
                        .opacity(0.8)
                }
                .id("sun")
                .padding(.top, sunset ? 200 : 0)
        }
        .onAppear {
            withAnimation(.easeInOut(duration: 2)) { sunset = true }
        }
    }
}

#Preview {
    FadingFeedCards()
}
