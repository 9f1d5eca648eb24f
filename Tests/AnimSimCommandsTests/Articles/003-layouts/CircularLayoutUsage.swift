import SwiftUI

struct CircularLayoutUsage: View {
    var body: some View {
        // 使用之前定义的 CircularLayout
        CircularLayout {
            ForEach(0..<6) { index in
                Circle()
                    .frame(width: 40, height: 40)
                    .foregroundColor(.blue)
                    .overlay(Text("\(index + 1)").foregroundColor(.white))
            }
        }
        .frame(width: 300, height: 300)
        .border(Color.gray)
    }
}
