import SwiftUI
import UIKit

let screenWidth = UIScreen.main.bounds.width

struct ScreenWideCards: View {
    @State private var page = 0
    private let colors: [Color] = [Color(.systemTeal), Color(.systemIndigo), Color(.systemOrange)]

    var body: some View {
        HStack(spacing: 0) {
            ForEach(0..<colors.count, id: \.self) { index in
                RoundedRectangle(cornerRadius: 24)
                    .fill(colors[index])
                    .frame(width: screenWidth - 80, height: 180)
                    .frame(width: screenWidth)
            }
        }
        .frame(width: screenWidth, alignment: .leading)
        .offset(x: -CGFloat(page) * screenWidth + screenWidth)
        .accessibilityIdentifier("cards")
        .onAppear {
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) {
                withAnimation(.easeInOut(duration: 0.6)) { page = 1 }
            }
        }
    }
}

#Preview {
    ScreenWideCards()
}
