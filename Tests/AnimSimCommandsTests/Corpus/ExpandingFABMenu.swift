//
//  ExpandingFABMenu.swift
//  A floating action button whose actions pop out above it, one after another.
//

import SwiftUI

struct ExpandingFABMenu: View {
    @State private var isOpen = false
    private let actions = ["camera.fill", "photo.fill", "doc.fill"]

    var body: some View {
        ZStack(alignment: .bottomTrailing) {
            Color(.systemBackground).ignoresSafeArea()

            VStack(spacing: 14) {
                if isOpen {
                    ForEach(actions, id: \.self) { symbol in
                        Image(systemName: symbol)
                            .font(.title3)
                            .foregroundStyle(.white)
                            .frame(width: 44, height: 44)
                            .background(Circle().fill(Color.indigo))
                            .shadow(radius: 3)
                            .transition(.scale.combined(with: .opacity))
                    }
                }

                Button {
                    withAnimation(.bouncy) { isOpen.toggle() }
                } label: {
                    Image(systemName: "plus")
                        .font(.system(size: 24, weight: .bold))
                        .foregroundStyle(.white)
                        .rotationEffect(.degrees(isOpen ? 45 : 0))
                        .frame(width: 60, height: 60)
                        .background(Circle().fill(Color.blue))
                }
                .accessibilityIdentifier("fab")
            }
            .padding(24)
        }
        .onAppear {
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
                withAnimation(.bouncy) { isOpen = true }
            }
        }
    }
}

#Preview {
    ExpandingFABMenu()
}
