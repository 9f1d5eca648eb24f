import SwiftUI

/// A download ring that fills to two thirds when it appears, its size and the percentage
/// written with format specifiers, as progress screens in tutorials label themselves.
struct DownloadRingLabel: View {
    let totalGigabytes = 2.46
    @State private var progress = 0.0

    var body: some View {
        VStack(spacing: 20) {
            ZStack {
                Circle()
                    .stroke(.gray.opacity(0.2), lineWidth: 12)
                Circle()
                    .trim(from: 0, to: progress)
                    .stroke(.blue, style: StrokeStyle(lineWidth: 12, lineCap: .round))
                    .rotationEffect(.degrees(-90))
                    .animation(.easeInOut(duration: 1), value: progress)
                    .accessibilityIdentifier("ring")
                Text("\(progress * 100, specifier: "%.0f")%")
                    .font(.title)
            }
            .frame(width: 160, height: 160)

            Text("of \(totalGigabytes, specifier: "%.1f") GB")
                .foregroundStyle(.secondary)
                .accessibilityIdentifier("size")
        }
        .onAppear { progress = 2.0 / 3.0 }
    }
}

#Preview {
    DownloadRingLabel()
}
