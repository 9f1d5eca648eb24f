import SwiftUI

/// Concentric rings that breathe forever, inside a navigation stack with a large title.
struct PulseNavigation: View {
    @State private var animate = false

    var body: some View {
        NavigationStack {
            ZStack {
                ForEach(0..<3) { index in
                    Circle()
                        .stroke(Color(.systemBlue), lineWidth: 2)
                        .frame(width: 80 + CGFloat(index) * 50, height: 80 + CGFloat(index) * 50)
                        .scaleEffect(animate ? 1.1 : 0.9)
                        .opacity(animate ? 0.4 : 1)
                        .animation(.easeInOut(duration: 1.2).repeatForever(autoreverses: true).delay(Double(index) * 0.2),
                                   value: animate)
                }
            }
            .navigationTitle("Pulse")
            .toolbar {
                ToolbarItem(placement: .navigationBarTrailing) {
                    Button("Reset") { animate = false }
                }
            }
        }
        .onAppear { animate = true }
    }
}

#Preview {
    PulseNavigation()
}
