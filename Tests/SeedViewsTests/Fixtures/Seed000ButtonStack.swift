// swift-format-ignore-file
// Seed 000 (000_2c07e7d671a517dd.txt), its two Swift blocks as written; `import SwiftUI` becomes
// `import VoteLayout` (and the house formatter leaves the seeds' code as it is). This file's
// MyEqualWidthHStack shadows VoteLayout's own copy of the sample.
import CoreFoundation
import Foundation
import VoteLayout

struct MyEqualWidthHStack: Layout {
    
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let maxSize = self.maxSize(from: subviews)
        let totalSpacing = spacing(by: subviews).reduce(0) { $0 + $1 }
        return CGSize(
            width: maxSize.width * CGFloat(subviews.count) + totalSpacing,
            height: maxSize.height
        )
    }
    
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let maxSize = self.maxSize(from: subviews)
        let spacings = self.spacing(by: subviews)
        
        let placementProposal = ProposedViewSize(width: maxSize.width, height: maxSize.height)
        var x: CGFloat = bounds.minX + maxSize.width / 2
        for index in subviews.indices {
            subviews[index].place(
                at: CGPoint(x: x, y: bounds.minY),
                anchor: .center,
                proposal: placementProposal
            )
            x += maxSize.width + spacings[index]
        }
    }
    
}

extension MyEqualWidthHStack {

    func maxSize(from subviews: Subviews) -> CGSize {
        let subViewSizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return subViewSizes.reduce(CGSize.zero) { currentMax, subViewSize in
            return CGSize(
                width: max(currentMax.width, subViewSize.width),
                height: max(currentMax.height, subViewSize.height)
            )
        }
    }
    
    func spacing(by subviews: Subviews) -> [CGFloat] {
        subviews.indices.compactMap { index in
            guard index < subviews.count - 1 else { return 0 }
            return subviews[index].spacing.distance(to: subviews[index + 1].spacing, along: .horizontal)
        }
    }
    
}


struct ButtonStack: View {
    
    let titles = ["Cat", "Goldfish", "Dog"]
    
    var body: some View {
        MyEqualWidthHStack {
            ForEach(titles.indices, id: \.self) { index in
                Button {
                    
                } label: {
                    Text(titles[index])
                        // .frame(maxWidth: .infinity)
                }
                .buttonStyle(.bordered)
            }
        }
    }
}
