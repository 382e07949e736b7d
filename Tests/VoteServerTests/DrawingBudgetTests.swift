import NIOCore
import Testing

@testable import VoteServer

@Suite("The drawing budget of an event loop")
struct DrawingBudgetTests {
    /// A deadline `milliseconds` after an arbitrary start.
    static func at(_ milliseconds: Int64) -> NIODeadline {
        .uptimeNanoseconds(1_000_000_000 + UInt64(milliseconds) * 1_000_000)
    }

    /// Whether `budget` allows a drawing `milliseconds` after the start.
    static func allows(_ budget: inout DrawingBudget, at milliseconds: Int64) -> Bool {
        budget.allows(at: at(milliseconds))
    }

    @Test func drawingsFitUntilTheWindowsShareIsSpent() {
        var budget = DrawingBudget(share: 0.2, of: .milliseconds(100))
        #expect(budget.allowance == .milliseconds(20))
        #expect(Self.allows(&budget, at: 0))
        budget.spend(from: Self.at(0), to: Self.at(15))
        #expect(Self.allows(&budget, at: 15))
        budget.spend(from: Self.at(15), to: Self.at(25))
        // 25 ms spent of 20: nothing more in this window, which began at 0.
        #expect(!Self.allows(&budget, at: 25))
        #expect(!Self.allows(&budget, at: 99))
        // A new window, a new allowance; what the last drawing overran is forgotten.
        #expect(Self.allows(&budget, at: 100))
    }

    @Test func aDrawingMadeWithoutAskingOpensAWindowOfItsOwn() {
        var budget = DrawingBudget(share: 0.2, of: .milliseconds(100))
        #expect(Self.allows(&budget, at: 0))
        budget.spend(from: Self.at(0), to: Self.at(30))
        // A pass owed a drawing draws past the budget, long after the window began.
        budget.spend(from: Self.at(250), to: Self.at(251))
        #expect(Self.allows(&budget, at: 251))
    }

    @Test func noShareAllowsNothingAndSharesAreBounded() {
        var none = DrawingBudget(share: 0, of: .milliseconds(100))
        #expect(!Self.allows(&none, at: 0))
        #expect(DrawingBudget(share: .nan, of: .milliseconds(100)).allowance == .zero)
        #expect(DrawingBudget(share: -1, of: .milliseconds(100)).allowance == .zero)
        #expect(DrawingBudget(share: 3, of: .milliseconds(100)).allowance == .milliseconds(100))
    }
}
