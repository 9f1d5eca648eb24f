import SwiftUI

struct DebugLayoutUsage: View {
    var body: some View {
        MyCustomLayout {
            ForEach(1...5, id: \.self) { index in
                Text("项目 \(index)")
                    .padding()
                    .background(Color.blue.opacity(0.2))
                    .cornerRadius(8)
            }
        }
        .debugLayout() // 添加这个修饰符查看布局信息
        
    }
}

// 定义调试修饰符
extension View {
    func debugLayout() -> some View {
        self.overlay(
            GeometryReader { proxy in
                Text("尺寸: \(Int(proxy.size.width))×\(Int(proxy.size.height))")
                    .font(.caption)
                    .foregroundColor(.white)
                    .padding(2)
                    .background(Color.black.opacity(0.7))
                    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottomTrailing)
            }
        )
    }
}
