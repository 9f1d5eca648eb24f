//
//  AnimatedTileGrid.swift
//  A grid of tiles that pop in one after another.
//

import SwiftUI

struct AnimatedTileGrid: View {
    @State private var isShown = false
    private let columns = Array(repeating: GridItem(.flexible(), spacing: 12), count: 3)

    var body: some View {
        LazyVGrid(columns: columns, spacing: 12) {
            ForEach(0..<9) { index in
                RoundedRectangle(cornerRadius: 12)
                    .fill(Color(hue: Double(index) / 9, saturation: 0.6, brightness: 0.9))
                    .frame(height: 80)
                    .overlay {
                        Text("\(index + 1)")
                            .font(.system(size: 22, weight: .semibold, design: .rounded))
                            .foregroundStyle(.white)
                    }
                    .scaleEffect(isShown ? 1 : 0.2)
                    .opacity(isShown ? 1 : 0)
                    .animation(.easeOut(duration: 0.4).delay(Double(index) * 0.1), value: isShown)
                    .accessibilityIdentifier("tile\(index)")
            }
        }
        .padding()
        .onAppear { isShown = true }
    }
}

#Preview {
    AnimatedTileGrid()
}
