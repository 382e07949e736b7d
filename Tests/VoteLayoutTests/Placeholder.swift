import Testing
@testable import VoteLayout
@Test func placeholder() { #expect(Bool(true)) }
