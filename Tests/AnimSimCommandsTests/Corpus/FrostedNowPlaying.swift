//
//  FrostedNowPlaying.swift
//  A now-playing bar on a frosted panel that slides up over the album art when tapped.
//

import SwiftUI

struct FrostedNowPlaying: View {
    @State private var showsBar = false

    var body: some View {
        ZStack(alignment: .bottom) {
            LinearGradient(colors: [.indigo, .pink], startPoint: .top, endPoint: .bottom)
                .ignoresSafeArea()

            VStack(spacing: 12) {
                Text("Midnight Drive")
                    .font(.headline)
                Text("Neon Coast")
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
            .padding(24)
            .frame(maxWidth: .infinity)
            .background(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 24))
            .padding()
            .offset(y: showsBar ? 0 : 200)
            .id("panel")

            Text("Now Playing")
                .padding(.horizontal, 16)
                .padding(.vertical, 8)
                .background(.thickMaterial)
                .clipShape(Capsule())
                .padding(.bottom, 260)
                .id("pill")
        }
        .onAppear {
            withAnimation(.spring(duration: 0.6, bounce: 0.3)) { showsBar = true }
        }
    }
}
