import SwiftUI

extension View {
    func inCustomLayout() -> some View {
        MyCustomLayout {
            self
        }
    }
}

struct InCustomLayoutUsage: View {
    var body: some View {
        // 使用方式
        Text("单独的项目").inCustomLayout()
    }
}
