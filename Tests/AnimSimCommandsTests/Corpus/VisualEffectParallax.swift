//
//  VisualEffectParallax.swift
//  Rows that slide sideways by how far down the screen they are (visualEffect).
//

import SwiftUI

struct VisualEffectParallax: View {
    var body: some View {
        ScrollView {
            VStack(spacing: 12) {
                ForEach(0..<10) { index in
                    Capsule()
                        .fill(Color.mint)
                        .frame(width: 200, height: 44)
                        .visualEffect { content, proxy in
                            content.offset(x: proxy.frame(in: .global).minY * 0.2)
                        }
                }
            }
        }
    }
}
