import SwiftUI

struct DemoGalleryMenu: View {
    @State private var appeared = false

    var body: some View {
        NavigationStack {
            List {
                Section("Loaders") {
                    NavigationLink("Spinner", destination: SpinnerDemo())
                    NavigationLink {
                        Text("Dots")
                    } label: {
                        Label("Bouncing dots", systemImage: "ellipsis")
                    }
                }
                Section("Buttons") {
                    NavigationLink(value: 3) {
                        Text("Like button")
                    }
                }
                Capsule()
                    .fill(Color(.systemOrange))
                    .frame(width: appeared ? 180 : 40, height: 12)
            }
            .navigationTitle("Animations")
            .navigationDestination(for: Int.self) { number in
                Text("Demo \(number)")
            }
        }
        .onAppear {
            withAnimation(.spring(response: 0.6, dampingFraction: 0.7)) { appeared = true }
        }
    }
}

struct SpinnerDemo: View {
    @State private var turning = false

    var body: some View {
        Circle()
            .stroke(Color.blue, lineWidth: 6)
            .frame(width: 60, height: 60)
            .rotationEffect(.degrees(turning ? 360 : 0))
            .onAppear {
                withAnimation(.linear(duration: 1).repeatForever(autoreverses: false)) { turning = true }
            }
    }
}

#Preview {
    DemoGalleryMenu()
}
