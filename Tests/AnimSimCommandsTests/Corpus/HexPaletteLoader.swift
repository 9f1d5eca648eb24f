//
//  HexPaletteLoader.swift
//  A ring loader whose palette is written in hex strings, the way a Colors.swift keeps it.
//

import SwiftUI
import UIKit

extension UIColor {
    /// Creates a colour from "#RRGGBB" or "RRGGBBAA".
    convenience init(hex: String) {
        var sanitized = hex.trimmingCharacters(in: .whitespacesAndNewlines)
        sanitized = sanitized.replacingOccurrences(of: "#", with: "")
        var rgb: UInt64 = 0
        Scanner(string: sanitized).scanHexInt64(&rgb)

        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 1
        if sanitized.count == 6 {
            r = CGFloat((rgb & 0xFF0000) >> 16) / 255.0
            g = CGFloat((rgb & 0x00FF00) >> 8) / 255.0
            b = CGFloat(rgb & 0x0000FF) / 255.0
        } else if sanitized.count == 8 {
            r = CGFloat((rgb & 0xFF000000) >> 24) / 255.0
            g = CGFloat((rgb & 0x00FF0000) >> 16) / 255.0
            b = CGFloat((rgb & 0x0000FF00) >> 8) / 255.0
            a = CGFloat(rgb & 0x000000FF) / 255.0
        }
        self.init(red: r, green: g, blue: b, alpha: a)
    }

    static let loaderTrack = UIColor(hex: "#EDF2FF80")
    static let loaderAccent = UIColor(hex: "F235AE")
}

extension Color {
    init(hex: String) {
        self.init(UIColor(hex: hex))
    }

    static let loaderBackground = Color(hex: "#311C4E")
}

struct HexPaletteLoader: View {
    @State private var isRotating = false

    var body: some View {
        ZStack {
            Color.loaderBackground
                .ignoresSafeArea()

            Circle()
                .stroke(Color(uiColor: .loaderTrack), lineWidth: 10)
                .frame(width: 90, height: 90)
                .accessibilityIdentifier("track")

            Circle()
                .trim(from: 0, to: 0.25)
                .stroke(Color(UIColor.loaderAccent), style: StrokeStyle(lineWidth: 10, lineCap: .round))
                .frame(width: 90, height: 90)
                .rotationEffect(.degrees(isRotating ? 360 : 0))
                .animation(.linear(duration: 1.5).repeatForever(autoreverses: false), value: isRotating)
                .accessibilityIdentifier("arc")
        }
        .onAppear {
            isRotating = true
        }
    }
}

#Preview {
    HexPaletteLoader()
}
