import SwiftUI

struct SelectedTabPulse: View {
    @State private var selection = 1

    var body: some View {
        TabView(selection: $selection) {
            Text("Home")
                .tabItem { Label("Home", systemImage: "house") }
                .tag(0)
            PulseDot()
                .tabItem { Label("Activity", systemImage: "waveform") }
                .tag(1)
        }
    }
}

struct PulseDot: View {
    @State private var pulsing = false

    var body: some View {
        Circle()
            .fill(Color(red: 0.9, green: 0.2, blue: 0.4))
            .frame(width: 60, height: 60)
            .scaleEffect(pulsing ? 1.5 : 1)
            .opacity(pulsing ? 0.5 : 1)
            .onAppear {
                withAnimation(.easeInOut(duration: 0.8).repeatForever()) { pulsing = true }
            }
    }
}

#Preview {
    SelectedTabPulse()
}
