import HTTPTypes
import Testing

@testable import VoteServer

/// `HTTPFields.value(of:)` gives what the fields' own subscript gives, in one pass.
struct HTTPFieldsValueTests {
    @Test(
        "A field absent, once, or repeated reads as the subscript reads it",
        arguments: [
            [],
            [HTTPField(name: .contentType, value: "application/json")],
            [HTTPField(name: .accept, value: "*/*"), HTTPField(name: .contentType, value: "text/plain")],
            [
                HTTPField(name: .contentType, value: "application/json"), HTTPField(name: .accept, value: "*/*"),
                HTTPField(name: .contentType, value: "text/plain"),
            ],
            [HTTPField(name: .init("content-type")!, value: "a"), HTTPField(name: .init("Content-Type")!, value: "b")],
        ]
    )
    func readsAsTheSubscript(fields: [HTTPField]) {
        let headers = HTTPFields(fields)
        #expect(headers.value(of: .contentType) == headers[.contentType])
        #expect(headers.value(of: .origin) == nil)
    }
}
