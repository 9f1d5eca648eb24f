//
//  StaggeredReveal.swift
//  Tap "Reveal" and the rows slide in one after another, each 0.3 s after the last.
//

import SwiftUI

struct StaggeredReveal: View {
    private let titles = ["Inbox", "Drafts", "Archive"]
    @State private var shown = [false, false, false]

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            ForEach(titles.indices, id: \.self) { index in
                HStack {
                    Image(systemName: "tray")
                    Text(titles[index])
                    Spacer()
                }
                .padding()
                .background(Color.orange.opacity(0.25), in: RoundedRectangle(cornerRadius: 12))
                .opacity(shown[index] ? 1 : 0)
                .offset(x: shown[index] ? 0 : -40)
                .accessibilityIdentifier("row\(index)")
            }
            Button("Reveal") {
                Task {
                    for index in titles.indices {
                        try await Task.sleep(nanoseconds: 300_000_000)
                        withAnimation(.linear(duration: 0.5)) {
                            shown[index] = true
                        }
                    }
                }
            }
            .font(.headline)
        }
        .padding(24)
    }
}

#Preview {
    StaggeredReveal()
}
