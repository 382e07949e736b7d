import Dispatch
import Foundation
import Synchronization

/// Reads another reader's rows on a thread of its own, a few batches ahead of the caller, so that
/// parsing and checking rows overlaps the store's work instead of taking turns with it: parsing
/// took a fifth of an import's CPU time, and the store writes on one core (BENCHMARKS.md, imports).
///
/// Rows and rejections come out exactly as the wrapped reader yields them, in order. At most
/// ``depth`` batches of ``batchSize`` rows wait, so memory stays flat. When the caller stops
/// early (a bad row, a failed write), the reading thread stops at its next batch and closes the
/// input; it is never waited for, as it may be blocked reading a pipe that stays open.
package struct ReadAheadRowReader: VoteRowReader {
    /// Rows handed over at a time: enough to make the hand-over's cost vanish, few enough to
    /// keep the caller busy from the start.
    static let batchSize = 512
    /// Batches read ahead at most.
    static let depth = 4

    private let queue: BatchQueue
    private let stopper: Stopper
    /// The batch being handed out, its last row first (see ``Batch/rows``).
    private var batch: [Result<ImportRow, ImportRowError>] = []
    private var isFinished = false
    package private(set) var bytesRead = 0

    /// Starts reading `reader` on a new thread; from here on that thread is its only user.
    package init(_ reader: sending any VoteRowReader) {
        queue = BatchQueue()
        stopper = Stopper(queue: queue)
        // `sending` promises that the caller keeps no access to the reader, but a thread's body is
        // a `@Sendable` closure, which cannot capture a non-Sendable value even so.
        nonisolated(unsafe) let handedOver = reader
        let thread = Thread { [queue] in
            var reader = handedOver
            queue.fill(from: &reader)
        }
        thread.name = "import-reader"
        // The size of the main thread's stack, which the readers were written for.
        thread.stackSize = 8 << 20
        thread.start()
    }

    package mutating func next() -> Result<ImportRow, ImportRowError>? {
        while batch.isEmpty {
            guard !isFinished else { return nil }
            let next = queue.take()
            (batch, bytesRead, isFinished) = (next.rows, next.bytesRead, next.isLast)
        }
        return batch.popLast()
    }
}

/// One batch on its way from the reading thread.
private struct Batch: Sendable {
    /// The rows, last first: each is moved out with `popLast()` rather than copied and released
    /// again with the array (retaining and releasing them cost 7 % of an import's main thread).
    var rows: [Result<ImportRow, ImportRowError>]
    /// The input's bytes read once the batch was full.
    var bytesRead: Int
    /// Whether the reader had no more rows after these.
    var isLast: Bool
}

/// Stops the reading thread once the last copy of its reader is gone (the thread itself holds
/// the queue, so the queue cannot tell).
private final class Stopper {
    let queue: BatchQueue

    init(queue: BatchQueue) {
        self.queue = queue
    }

    deinit {
        queue.abandon()
    }
}

/// The bounded queue of batches between the reading thread and the caller, and the caller's
/// going away: the semaphores count free places and waiting batches.
private final class BatchQueue: Sendable {
    private struct State {
        var batches: [Batch] = []
        var isAbandoned = false
    }

    private let state = Mutex(State())
    private let free = DispatchSemaphore(value: 0)
    private let filled = DispatchSemaphore(value: 0)

    init() {
        // Signalled up to its count rather than created with it: libdispatch traps when a
        // semaphore is freed below its initial value, as `free` is when the caller went away.
        for _ in 0..<ReadAheadRowReader.depth {
            free.signal()
        }
    }

    /// The caller has gone: the reading thread stops at its next batch, freeing the reader.
    func abandon() {
        state.withLock { $0.isAbandoned = true }
        free.signal()
    }

    /// Reads every row of `reader` into batches, until its end or until the caller goes away.
    func fill(from reader: inout any VoteRowReader) {
        var isLast = false
        while !isLast {
            var rows: [Result<ImportRow, ImportRowError>] = []
            rows.reserveCapacity(ReadAheadRowReader.batchSize)
            while rows.count < ReadAheadRowReader.batchSize {
                guard let row = reader.next() else {
                    isLast = true
                    break
                }
                rows.append(row)
            }
            rows.reverse()
            free.wait()
            let batch = Batch(rows: rows, bytesRead: reader.bytesRead, isLast: isLast)
            let isAbandoned = state.withLock { state in
                if !state.isAbandoned { state.batches.append(batch) }
                return state.isAbandoned
            }
            if isAbandoned { return }
            filled.signal()
        }
    }

    /// The next batch, waiting for the reading thread to fill it.
    func take() -> Batch {
        filled.wait()
        let batch = state.withLock { $0.batches.removeFirst() }
        free.signal()
        return batch
    }
}
