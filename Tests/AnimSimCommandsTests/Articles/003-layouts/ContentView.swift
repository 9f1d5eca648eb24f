import SwiftUI

struct ContentView: View {
    @State private var useVerticalLayout = false
    
    var body: some View {
        VStack {
            Toggle("垂直布局", isOn: $useVerticalLayout)
            
            if useVerticalLayout {
                MyCustomLayout {
                    contentViews()
                }
            } else {
                CircularLayout {
                    contentViews()
                }
                .frame(width: 300, height: 300)
            }
        }
        .padding()
    }
    
    @ViewBuilder
    func contentViews() -> some View {
        ForEach(1...5, id: \.self) { index in
            Text("项目 \(index)")
                .padding()
                .background(Color.blue.opacity(0.2))
                .cornerRadius(8)
        }
    }
}
