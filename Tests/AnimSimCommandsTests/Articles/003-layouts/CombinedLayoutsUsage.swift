import SwiftUI

struct CombinedLayoutsUsage: View {
    var body: some View {
        VStack {
            CircularLayout {
                ForEach(1...4, id: \.self) { index in
                    Circle()
                        .frame(width: 40)
                        .overlay(Text("\(index)"))
                }
            }
            .frame(height: 200)
            
            MyCustomLayout {
                ForEach(5...8, id: \.self) { index in
                    Capsule()
                        .frame(width: 80, height: 30)
                        .overlay(Text("\(index)"))
                }
            }
        }
    }
}
