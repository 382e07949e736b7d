import Testing
@testable import VoteLayout

/// Invariants of the stack algorithm over many generated stacks (a fixed-seed generator, so
/// every run checks the same cases).
struct StackLayoutPropertyTests {
    /// A small deterministic generator (64-bit LCG).
    private struct Generator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
    }

    private static func child(_ generator: inout Generator) -> AnyView {
        switch generator.next(6) {
        case 0: AnyView(Color.red)
        case 1: AnyView(Text(String(repeating: "ab ", count: generator.next(4) + 1)))
        case 2: AnyView(Spacer(minLength: CGFloat(generator.next(5))))
        case 3: AnyView(Color.blue.frame(width: CGFloat(generator.next(9))))
        case 4:
            AnyView(Color.green.frame(minWidth: CGFloat(generator.next(9)), maxWidth: CGFloat(10 + generator.next(9))))
        default: AnyView(Text("x").layoutPriority(Double(generator.next(3))))
        }
    }

    @Test("Children follow each other with the spacing; the stack is their sum", arguments: 0..<40)
    func childrenAreSequentialAndTheStackIsTheirSum(seed: Int) {
        var generator = Generator(state: UInt64(seed) &+ 1)
        let count = generator.next(6) + 1
        let children = (0..<count).map { _ in Self.child(&generator) }
        let width = CGFloat(generator.next(60))
        let stack = layOut(
            HStack(spacing: 2) { ForEach(0..<count) { children[$0] } },
            ProposedViewSize(width: width, height: 4)
        )
        .root
        var x = stack.frame.minX
        for (index, child) in stack.children.enumerated() {
            #expect(isClose(child.frame.minX, x + (index == 0 ? 0 : 2)))
            #expect(child.frame.width >= 0)
            x = child.frame.maxX
        }
        #expect(isClose(stack.frame.width, x - stack.frame.minX))
        #expect(stack.frame.width.isFinite)
    }

    @Test("Flexible children share the whole proposal", arguments: [0, 1, 7, 100, 619])
    func flexibleChildrenFillTheProposal(width: Int) {
        let stack = layOut(
            HStack(spacing: 0) {
                Color.red
                Color.green
                Color.blue
            },
            ProposedViewSize(width: CGFloat(width), height: 1)
        )
        .root
        #expect(isClose(stack.frame.width, CGFloat(width)))
        let widths = stack.children.map(\.frame.width)
        #expect(widths.allSatisfy { isClose($0, CGFloat(width) / 3) })
    }
}
