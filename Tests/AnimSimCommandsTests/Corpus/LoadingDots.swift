//
//  LoadingDots.swift
//  Three dots: the lit one hops up, and the light moves on every 0.6 s, from a task.
//

import SwiftUI

struct LoadingDots: View {
    @State private var step = 0

    var body: some View {
        VStack(spacing: 24) {
            HStack(spacing: 12) {
                ForEach(0..<3) { index in
                    Circle()
                        .fill(Color.indigo)
                        .frame(width: 18, height: 18)
                        .opacity(step % 3 == index ? 1 : 0.3)
                        .offset(y: step % 3 == index ? -12 : 0)
                        .accessibilityIdentifier("dot\(index)")
                }
            }
            Text("Loading… \(step)")
                .font(.footnote)
                .foregroundStyle(.secondary)
                .accessibilityIdentifier("counter")
        }
        .padding(40)
        .task {
            while !Task.isCancelled {
                try? await Task.sleep(for: .seconds(0.6))
                withAnimation(.linear(duration: 0.4)) {
                    step += 1
                }
            }
        }
    }
}

#Preview {
    LoadingDots()
}
