import SwiftUI
import AVFoundation

final class SoundPlayer {
    static let shared = SoundPlayer()
    private var player: AVAudioPlayer?

    func play(_ name: String) {
        guard let url = Bundle.main.url(forResource: name, withExtension: "mp3") else { return }
        player = try? AVAudioPlayer(contentsOf: url)
        player?.play()
    }
}

struct TapSoundRipple: View {
    @State private var ripples = 0

    var body: some View {
        ZStack {
            Circle()
                .stroke(Color(.systemMint), lineWidth: 4)
                .frame(width: 200, height: 200)
                .scaleEffect(ripples > 0 ? 1.2 : 0.6)
                .opacity(ripples > 0 ? 0 : 1)
            Button {
                SoundPlayer.shared.play("pop")
                withAnimation(.easeOut(duration: 0.8)) { ripples += 1 }
            } label: {
                Text("Tap")
                    .font(.headline)
                    .fontWeight(.heavy)
                    .padding()
                    .background(Circle().fill(Color(.systemMint)))
            }
        }
        .sensoryFeedback(.impact(weight: .light), trigger: ripples)
    }
}

#Preview {
    TapSoundRipple()
}
