//
//  ReactionPickerBubble.swift
//  A chat bubble whose reaction bar springs open; its colours were picked in Xcode's colour well.
//

import SwiftUI

struct ReactionPickerBubble: View {
    let bubbleColor = Color(#colorLiteral(red: 0.07058823529, green: 0.07843137255, blue: 0.0862745098, alpha: 1))
    let barColor: Color = #colorLiteral(red: 0.05490196078, green: 0.09019607843, blue: 0.137254902, alpha: 1)

    @State private var showsBar = false
    @State private var picked: String?
    @State private var sent = false

    private let reactions = ["heart.fill", "hand.thumbsup.fill", "face.smiling", "flame.fill"]

    var body: some View {
        VStack(alignment: .trailing, spacing: 12) {
            HStack(spacing: 14) {
                ForEach(reactions, id: \.self) { name in
                    Image(systemName: name)
                        .foregroundStyle(picked == name ? .primary : .secondary)
                        .scaleEffect(showsBar ? 1 : 0.2)
                        .onTapGesture {
                            withAnimation(.bouncy) { picked = name }
                            Task {
                                try? await Task.sleep(for: .seconds(0.4))
                                withAnimation { showsBar = false }
                            }
                        }
                }
            }
            .padding(.horizontal, 16)
            .padding(.vertical, 10)
            .background(barColor, in: Capsule())
            .overlay(Capsule().stroke(.tertiary, lineWidth: 1))
            .opacity(showsBar ? 1 : 0)
            .animation(.spring(response: 0.35, dampingFraction: 0.6), value: showsBar)

            Text("See you at eight?")
                .foregroundColor(.white)
                .padding(12)
                .background(bubbleColor, in: RoundedRectangle(cornerRadius: 18))
                .onLongPressGesture { withAnimation { showsBar = true } }

            Text(picked == nil ? "Hold the bubble to react" : "Reacted")
                .font(.footnote)
                .foregroundColor(.secondary)

            Button {
                withAnimation(.snappy) { sent = true }
            } label: {
                Label(sent ? "Sent" : "Send", systemImage: "paperplane.fill")
            }
            .buttonStyle(.borderedProminent)
            .tint(.indigo)
        }
        .padding(24)
        .background(.quinary, in: RoundedRectangle(cornerRadius: 24))
        .onAppear {
            Timer.scheduledTimer(withTimeInterval: 0.3, repeats: false) { _ in
                withAnimation { showsBar = true }
            }
        }
    }
}

#Preview {
    ReactionPickerBubble()
}
