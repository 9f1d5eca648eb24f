//
//  FadingFeedCards.swift
//  A feed whose cards grow and fade in as they come up from the bottom edge, over a
//  sun that sinks as the page lays out lower (scrollTransition and visualEffect).
//

import SwiftUI

struct FadingFeedCards: View {
    @State private var expanded = false
    private let tints: [Color] = [.orange, .pink, .purple, .indigo, .blue, .teal]

    var body: some View {
        ZStack(alignment: .top) {
            Circle()
                .fill(Color.yellow.opacity(0.6))
                .frame(width: 120, height: 120)
                .padding(.top, expanded ? 80 : 0)
                .visualEffect { content, proxy in
                    content
                        .offset(y: proxy.frame(in: .global).minY * 0.5)
                        .blur(radius: proxy.frame(in: .global).minY / 40)
                }
                .id("sun")

            ScrollView {
                VStack(spacing: 20) {
                    ForEach(tints.indices, id: \.self) { index in
                        RoundedRectangle(cornerRadius: 16)
                            .fill(tints[index])
                            .frame(height: 140)
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
                .padding(.horizontal)
            }
            .frame(height: 500)
        }
        .onAppear {
            withAnimation(.easeInOut(duration: 2)) { expanded = true }
        }
    }
}

#Preview {
    FadingFeedCards()
}
