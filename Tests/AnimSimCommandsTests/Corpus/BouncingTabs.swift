import SwiftUI

struct BouncingTabs: View {
    var body: some View {
        TabView {
            BallView()
                .tabItem {
                    Label("Bounce", systemImage: "circle.fill")
                }
            Text("Settings")
                .tabItem {
                    Label("Settings", systemImage: "gear")
                }
        }
    }
}

struct BallView: View {
    @State private var up = false

    var body: some View {
        VStack {
            Spacer()
            Circle()
                .fill(Color(hue: 0.08, saturation: 0.9, brightness: 1))
                .frame(width: 60, height: 60)
                .offset(y: up ? -120 : 0)
                .accessibilityIdentifier("ball")
            Capsule()
                .fill(Color(white: 0.85))
                .frame(width: 80, height: 8)
                .padding(.bottom, 30)
        }
        .onAppear {
            withAnimation(.easeOut(duration: 0.5).repeatForever(autoreverses: true)) {
                up = true
            }
        }
    }
}

#Preview {
    BouncingTabs()
}
