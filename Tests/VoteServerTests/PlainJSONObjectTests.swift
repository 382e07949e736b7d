import Foundation
import Hummingbird
import NIOCore
import TestSupport
import Testing

@testable import VoteServer

/// The vote body read without `JSONDecoder`: it recognises only bodies `JSONDecoder` reads the same
/// way, and leaves every other body (to be refused with its reason, say) to `JSONDecoder`.
@Suite("Plain JSON bodies")
struct PlainJSONObjectTests {
    /// What `JSONDecoder` makes of a body, for comparison.
    private static func decoded(_ text: String) -> VoteRoutes.VoteBody? {
        try? JSONDecoder().decode(VoteRoutes.VoteBody.self, from: Data(text.utf8))
    }

    private static func plain(_ text: String) -> VoteRoutes.VoteBody? {
        PlainJSONObject(ByteBuffer(string: text).readableBytesView).flatMap(VoteRoutes.VoteBody.init(plain:))
    }

    @Test(
        "The bodies clients send are read without JSONDecoder, as JSONDecoder reads them",
        arguments: [
            #"{"count":1}"#, #"{"count": 12, "id": "ballot-7"}"#, #" { "id" : "猫-🐈" , "count" : 0 } "#,
            "{\n\t\"count\":\r\n-3}", #"{}"#, #"{"id":""}"#, #"{"count":999999999999999999}"#, #"{"count":-0}"#,
        ]
    )
    func plainBodies(text: String) throws {
        let plain = try #require(Self.plain(text))
        let decoded = try #require(Self.decoded(text))
        #expect(plain.count == decoded.count)
        #expect(plain.id == decoded.id)
    }

    @Test(
        "Any other body is left to JSONDecoder",
        arguments: [
            #"{"count":1.0}"#, #"{"count":1e2}"#, #"{"count":01}"#, #"{"count":1234567890123456789}"#,
            #"{"id":"a\"b"}"#, #"{"id":"\u0041"}"#, "{\"id\":\"a\u{01}b\"}", #"{"count":null}"#, #"{"count":"1"}"#,
            #"{"id":7}"#, #"{"cnt":5}"#, #"{"count":1,"count":2}"#, #"{"count":1,}"#, #"{"count":1} x"#, #"[1]"#,
            #"{"count":true}"#, #"{"count":{}}"#, #"{"count":-}"#, "", #"{"#, #"{"count""#, #"{"count":1"#,
            // Past Int's range: refused without overflowing on the way.
            #"{"count":9999999999999999999}"#, #"{"count":99999999999999999999}"#, #"{"count":-99999999999999999999}"#,
            "{\"count\":\(String(repeating: "9", count: 400))}",
        ]
    )
    func otherBodies(text: String) {
        #expect(Self.plain(text) == nil)
    }

    @Test("Bytes that are not UTF-8 in a string are left to JSONDecoder")
    func invalidUTF8() {
        var buffer = ByteBuffer(string: #"{"id":""#)
        buffer.writeBytes([0xFF, 0xFE])
        buffer.writeString(#""}"#)
        #expect(PlainJSONObject(buffer.readableBytesView) == nil)
    }

    @Test("Random bodies: whenever the plain reader reads one, JSONDecoder reads the same")
    func randomBodies() throws {
        var random = SeededRandom(seed: 20_261_126)
        let pieces = [
            "{", "}", "\"count\"", "\"id\"", ":", ",", " ", "1", "0", "-", "42", "\"x\"", "\"\"", "1.5", "e3",
            "null", "\"\\n\"", "\t",
        ]
        var plainRead = 0
        for _ in 0..<20_000 {
            let text = (0..<Int.random(in: 1...9, using: &random))
                .map { _ in pieces[Int.random(in: 0..<pieces.count, using: &random)] }
                .joined()
            guard let plain = Self.plain(text) else { continue }
            plainRead += 1
            let decoded = try #require(Self.decoded(text), "JSONDecoder refuses \(text)")
            #expect(plain.count == decoded.count, "\(text)")
            #expect(plain.id == decoded.id, "\(text)")
        }
        #expect(plainRead > 0)
    }

    @Test(
        "A Content-Type names JSON whatever its case, parameters and white space",
        arguments: [
            ("application/json", true), ("Application/JSON; charset=utf-8", true), (" application/json ;x=1", true),
            ("application/problem+json", true), ("\tapplication/json\t", true), ("text/plain", false),
            ("application/jsonx", false), ("APPLICATION/VND.API+JSON", true), ("application/json\u{0F}", false),
            ("application/x-www-form-urlencoded", false), ("", false),
        ]
    )
    func contentTypes(value: String, isJSON: Bool) {
        #expect(Request.isJSON(contentType: value) == isJSON)
    }
}
