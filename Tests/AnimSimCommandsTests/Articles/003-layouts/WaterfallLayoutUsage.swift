import SwiftUI

struct WaterfallLayoutUsage: View {
    var body: some View {
        // 使用之前定义的 WaterfallLayout
        let colors: [Color] = [.red, .green, .blue, .orange, .purple, .pink, .yellow]
        
        WaterfallLayout(columns: 3, spacing: 8) {
            ForEach(0..<15) { index in
                let height = CGFloat.random(in: 50...200)
                RoundedRectangle(cornerRadius: 8)
                    .fill(colors[index % colors.count])
                    .frame(height: height)
                    .overlay(Text("\(index + 1)").foregroundColor(.white))
            }
        }
        .padding()
    }
}
