import Foundation
import TestSupport
import Testing

/// What the event-stream tests share: a board big enough that a client that stops reading fills
/// its buffers in a few events, and clients that subscribe.
enum EventStreamClients {
    /// Makes a database at `path` with `pets` more pets (`Pet001`…), one vote each: a board of
    /// tens of kilobytes.
    static func makeBigBoard(at path: String, pets: Int, in scratch: TemporaryDirectory) throws {
        let file = scratch.file("pets-\(pets).csv")
        let names = (1...pets).map { "Pet" + String(repeating: "0", count: 3 - "\($0)".count) + "\($0)" }
        try Data(("pet\n" + names.joined(separator: "\n") + "\n").utf8).write(to: file)
        let imported = try VotectlBinary.located()
            .run(["import", file.path, "--create-pets", "--db", path], in: scratch)
        try #require(imported.succeeded, "\(imported)")
    }

    /// Opens a stream and reads up to its first board, so the server has subscribed it.
    static func subscribe(port: Int, receiveBuffer: Int32? = nil) throws -> RawConnection {
        try #require(try open(port: port, receiveBuffer: receiveBuffer), "no first event on /v1/events")
    }

    /// Opens a stream and reads up to its first board; `nil` when none comes (a refusal).
    static func open(port: Int, receiveBuffer: Int32? = nil) throws -> RawConnection? {
        let connection = try RawConnection(port: port, receiveBuffer: receiveBuffer)
        try connection.sendGet("/v1/events")
        let first = connection.receive(timeout: .seconds(10)) { text in
            text.contains("event: board") || (text.contains("\r\n\r\n") && !text.hasPrefix("HTTP/1.1 200"))
        }
        return first.text.contains("event: board") ? connection : nil
    }

    /// Casts votes for pets in turn (each changes the board) until `done` holds or `limit`
    /// passes; returns whether `done` held.
    static func changeBoard(_ server: VotesrvProcess, for limit: Duration, until done: () -> Bool) -> Bool {
        var number = 0
        return poll(for: limit) {
            for _ in 0..<20 {
                number += 1
                _ = server.vote(for: number.isMultiple(of: 2) ? "Cat" : "Dog", ballot: "change-\(number)")
            }
            return done()
        } != nil
    }
}
