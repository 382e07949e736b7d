import Testing
@testable import VoteStore
@Test func placeholder() { #expect(Bool(true)) }
