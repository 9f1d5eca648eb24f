import SwiftUI

struct MyView: View {
    @Environment(\.horizontalSizeClass) var horizontalSizeClass
    
    var body: some View {
        let columns = horizontalSizeClass == .compact ? 2 : 4
        
        WaterfallLayout(columns: columns, spacing: 8) {
            ForEach(0..<20) { index in
                RoundedRectangle(cornerRadius: 8)
                    .fill(Color.random())
                    .frame(height: CGFloat.random(in: 50...200))
            }
        }
        .animation(.default, value: horizontalSizeClass)
        .padding()
    }
}
