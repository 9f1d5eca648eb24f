//
//  GeometryProgressBar.swift
//  A progress bar that fills the width it is given, easing from empty to full.
//

import SwiftUI

struct GeometryProgressBar: View {
    @State private var progress: CGFloat = 0

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Downloading")
                .font(.headline)

            GeometryReader { proxy in
                ZStack(alignment: .leading) {
                    Capsule()
                        .fill(Color.gray.opacity(0.25))
                    Capsule()
                        .fill(Color.green)
                        .frame(width: proxy.size.width * progress)
                        .accessibilityIdentifier("fill")
                }
            }
            .frame(height: 12)

            HStack {
                Spacer(minLength: 0)
                Text("\(Int(progress * 100))%")
                    .font(.caption)
                    .monospacedDigit()
                    .foregroundStyle(.secondary)
            }
        }
        .padding(.horizontal, 40)
        .frame(width: 400)
        .onAppear {
            withAnimation(.easeInOut(duration: 2)) {
                progress = 1
            }
        }
    }
}

#Preview {
    GeometryProgressBar()
}
