import Testing

@testable import VoteLayout

/// One test per rule of ``SizeFittingChoice``.
///
/// The rules come from Apple's ViewThatFits documentation, checked against
/// OpenSwiftUI's `SizeFittingLayoutComputer`. Text is measured one unit per character.
struct ViewThatFitsTests {
    /// The chosen child's path and frame, and how many children the result shows.
    private func chosen<V: View>(_ view: V, _ proposal: ProposedViewSize) -> (
        path: ViewPath?, frame: CGRect?, shown: Int
    ) {
        let root = layOut(view, proposal).root
        return (root.children.first?.path, root.children.first?.frame, root.children.count)
    }

    @Test func theFirstChildThatFitsIsShown() {
        let result = chosen(
            ViewThatFits {
                Text("Hello world")
                Text("Hi")
            },
            ProposedViewSize(width: 20, height: 5)
        )
        #expect(result.path == "0")
        #expect(result.frame == CGRect(x: 0, y: 0, width: 11, height: 1))
    }

    @Test func aLaterChildIsShownWhenEarlierOnesDoNotFit() {
        let result = chosen(
            ViewThatFits {
                Text("Hello world")
                Text("Hi")
            },
            ProposedViewSize(width: 5, height: 5)
        )
        #expect(result.path == "1")
        #expect(result.frame == CGRect(x: 0, y: 0, width: 2, height: 1))
    }

    @Test func anIdealSizeExactlyAsLargeAsTheProposalFits() {
        let result = chosen(
            ViewThatFits {
                Text("Hello world")
                Text("Hi")
            },
            ProposedViewSize(width: 11, height: 1)
        )
        #expect(result.path == "0")
    }

    @Test("When nothing fits the last child is shown, sized with the original proposal")
    func theLastChildWhenNothingFits() {
        let result = chosen(
            ViewThatFits {
                Text("Hello world")
                Text("Hi")
            },
            ProposedViewSize(width: 1, height: 5)
        )
        #expect(result.path == "1")
        // "Hi" proposed 1 wide wraps onto two lines.
        #expect(result.frame == CGRect(x: 0, y: 0, width: 1, height: 2))
    }

    @Test("Children are compared by their ideal size, then the chosen one gets the real proposal")
    func idealSizeDecidesAndTheProposalSizes() {
        // A colour's ideal size is 10 × 10: it fits 20 × 20, and is then sized 20 × 20.
        let fits = chosen(
            ViewThatFits {
                Color.red
                Text("x")
            },
            ProposedViewSize(width: 20, height: 20)
        )
        #expect(fits.path == "0")
        #expect(fits.frame == CGRect(x: 0, y: 0, width: 20, height: 20))
        // It would take 5 × 20 if asked, but its ideal 10 × 10 doesn't fit 5 wide.
        let tooNarrow = chosen(
            ViewThatFits {
                Color.red
                Text("x")
            },
            ProposedViewSize(width: 5, height: 20)
        )
        #expect(tooNarrow.path == "1")
    }

    @Test("An unconstrained axis keeps the parent's proposal while measuring")
    func unconstrainedAxesKeepTheProposal() {
        let view = ViewThatFits(in: .vertical) {
            Text("aaa bbb ccc")
            Text("x")
        }
        // Measured 3 wide the text wraps onto 3 lines: too tall for 2, fine for 3.
        #expect(chosen(view, ProposedViewSize(width: 3, height: 2)).path == "1")
        let tall = chosen(view, ProposedViewSize(width: 3, height: 3))
        #expect(tall.path == "0")
        #expect(tall.frame == CGRect(x: 0, y: 0, width: 3, height: 3))
    }

    @Test("Only the constrained axes are compared")
    func onlyConstrainedAxesAreCompared() {
        let view = ViewThatFits(in: .horizontal) {
            Text("abcdef")
            Text("x")
        }
        #expect(chosen(view, ProposedViewSize(width: 10, height: 0)).path == "0")
        #expect(chosen(view, ProposedViewSize(width: 5, height: 100)).path == "1")
    }

    @Test("An unspecified proposal on a constrained axis accepts any size")
    func unspecifiedProposalFits() {
        let view = ViewThatFits {
            Text("a rather long line of text")
            Text("x")
        }
        #expect(chosen(view, .unspecified).path == "0")
        #expect(chosen(view, ProposedViewSize(width: nil, height: 1)).path == "0")
        #expect(chosen(view, ProposedViewSize(width: 3, height: nil)).path == "1")
    }

    @Test("With no constrained axes the first child is shown")
    func noAxesChoosesTheFirstChild() {
        let result = chosen(
            ViewThatFits(in: []) {
                Text("long text")
                Text("x")
            },
            ProposedViewSize(width: 1, height: 1)
        )
        #expect(result.path == "0")
    }

    @Test("A vertical stack is chosen when the horizontal one doesn't fit")
    func choosesTheVerticalStackWhenTheHorizontalOneDoesNotFit() {
        func buttons() -> some View {
            Group {
                Text("Cat")
                Text("Goldfish")
                Text("Dog")
            }
        }
        let view = ViewThatFits {
            HStack(spacing: 1) { buttons() }
            VStack(spacing: 0) { buttons() }
        }
        // The row is 3 + 1 + 8 + 1 + 3 = 16 wide.
        let wide = layOut(view, ProposedViewSize(width: 16, height: 10)).root
        #expect(wide.children.map(\.path) == ["0"])
        #expect(
            wide.children[0].childFrames == [
                CGRect(x: 0, y: 0, width: 3, height: 1), CGRect(x: 4, y: 0, width: 8, height: 1),
                CGRect(x: 13, y: 0, width: 3, height: 1),
            ]
        )
        let narrow = layOut(view, ProposedViewSize(width: 12, height: 10)).root
        #expect(narrow.children.map(\.path) == ["1"])
        #expect(narrow.frame == CGRect(x: 0, y: 0, width: 8, height: 3))
        #expect(
            narrow.children[0].childFrames == [
                CGRect(x: 2.5, y: 0, width: 3, height: 1), CGRect(x: 0, y: 1, width: 8, height: 1),
                CGRect(x: 2.5, y: 2, width: 3, height: 1),
            ]
        )
    }

    @Test("Children that aren't shown are absent from the result and never measured past the choice")
    func unchosenChildrenAreAbsent() {
        let layout = layOut(
            ViewThatFits {
                Text("Hi")
                Text("Hello")
                Text("Hello world")
            },
            ProposedViewSize(width: 5, height: 1)
        )
        #expect(layout.root.allNodes.map(\.path) == ["", "0"])
        #expect(layout.measurementCounts["1"] == nil)
        #expect(layout.measurementCounts["2"] == nil)
    }

    @Test("Inside a stack the choice follows the width the stack offers")
    func choiceFollowsTheOfferInAStack() {
        let view = HStack(spacing: 0) {
            Text("abcd")
            ViewThatFits {
                Text("long label")
                Text("short")
            }
        }
        // 16 wide: the stack offers the ViewThatFits 12 (its flexible share), the long label fits.
        let wide = layOut(view, ProposedViewSize(width: 16, height: 1)).root
        #expect(wide.children[1].children.map(\.path) == ["1/0"])
        let narrow = layOut(view, ProposedViewSize(width: 10, height: 1)).root
        #expect(narrow.children[1].children.map(\.path) == ["1/1"])
        #expect(narrow.children[1].frame == CGRect(x: 4, y: 0, width: 5, height: 1))
    }

    @Test("Children keep the enclosing stack's orientation, and the container reports its first child's spacing")
    func transparentToStackOrientation() {
        let stack = layOut(
            HStack(spacing: nil) {
                Text("a")
                ViewThatFits { Spacer(minLength: 2) }
                Text("b")
            }
        )
        .root
        // A horizontal spacer (2 wide, no height) with no spacing to its neighbours.
        #expect(stack.frame.size == CGSize(width: 4, height: 1))
        #expect(stack.children[1].children[0].kind == .spacer)
        let divided = layOut(HStack(spacing: 0) { ViewThatFits { Divider() } }, ProposedViewSize(width: 5, height: 3))
        #expect(divided.root.children[0].children[0].kind == .divider(.vertical))
    }
}
