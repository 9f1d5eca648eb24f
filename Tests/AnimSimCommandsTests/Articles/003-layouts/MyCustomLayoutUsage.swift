import SwiftUI

struct MyCustomLayoutUsage: View {
    var body: some View {
        MyCustomLayout {
            Text("第一个视图")
            Text("第二个视图")
            Text("第三个视图")
        }
        .frame(width: 200, height: 300)
    }
}
