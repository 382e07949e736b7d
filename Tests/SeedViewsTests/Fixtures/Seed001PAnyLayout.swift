// swift-format-ignore-file
// Seed 001 (001_8e54ab6804398142.txt), PAnyLayout as written, but for one correction SwiftUI
// itself requires: `AnyLayout(VStack())` and `AnyLayout(HStack())` take the layouts
// `VStackLayout()` and `HStackLayout()` (AnyLayout wraps a Layout; VStack and HStack are views).
import CoreFoundation
import Foundation
import VoteLayout

struct PAnyLayout: View {
    @State private var isVertical = false
    var body: some View {
        let layout = isVertical ? AnyLayout(VStackLayout()) : AnyLayout(HStackLayout())
        layout {
            Image(systemName: "star").foregroundColor(.yellow)
            Text("Starming.com")
            Text("戴铭")
        }
        Button("Click") {
            withAnimation {
                isVertical.toggle()
            }
        } // end button
    } // end body
}
