//
//  SnapCarousel.swift
//  A horizontal carousel of cards that snaps each card to the leading edge.
//

import SwiftUI

struct SnapCarousel: View {
    private let colors: [Color] = [.red, .orange, .yellow, .green, .blue]

    var body: some View {
        ScrollView(.horizontal, showsIndicators: false) {
            LazyHStack(spacing: 16) {
                ForEach(colors.indices, id: \.self) { index in
                    RoundedRectangle(cornerRadius: 20)
                        .fill(colors[index])
                        .frame(width: 260, height: 180)
                        .overlay(Text("Page \(index + 1)").font(.title2).foregroundStyle(.white))
                }
            }
            .scrollTargetLayout()
        }
        .scrollTargetBehavior(.viewAligned)
        .contentMargins(.horizontal, 24, for: .scrollContent)
    }
}

#Preview {
    SnapCarousel()
}
