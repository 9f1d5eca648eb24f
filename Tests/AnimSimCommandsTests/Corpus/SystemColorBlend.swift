import SwiftUI
import UIKit

extension UIColor {
    /// Mixes two colours component by component.
    func blended(with other: UIColor, amount: CGFloat) -> UIColor {
        let a = cgColor.components ?? [0, 0, 0, 1]
        let b = other.cgColor.components ?? [0, 0, 0, 1]
        return UIColor(red: a[0] + (b[0] - a[0]) * amount,
                       green: a[1] + (b[1] - a[1]) * amount,
                       blue: a[2] + (b[2] - a[2]) * amount,
                       alpha: 1)
    }
}

struct SystemColorBlend: View {
    @State private var progress: CGFloat = 0

    var body: some View {
        VStack(spacing: 16) {
            ForEach(0..<5) { step in
                RoundedRectangle(cornerRadius: 8)
                    .fill(Color(uiColor: UIColor.systemRed.blended(with: .systemBlue, amount: CGFloat(step) / 4)))
                    .frame(width: 40 + progress * CGFloat(step) * 40, height: 30)
            }
        }
        .onAppear {
            withAnimation(.linear(duration: 1)) { progress = 1 }
        }
    }
}

#Preview {
    SystemColorBlend()
}
