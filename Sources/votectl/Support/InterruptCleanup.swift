#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
@preconcurrency import Darwin
#endif

/// Removes half-made files when the command is interrupted (SIGINT, Ctrl-C) or told to stop
/// (SIGTERM) while it is armed, says so on standard error if it removed any, then ends the
/// process as the signal would have.
///
/// The work runs in a signal handler, so it is only what a handler may do (`unlink`, `write`),
/// on file names and a message prepared when it is armed. (Catching the signals on a dispatch
/// queue instead needs them blocked in every thread, which the database's threads, started
/// earlier, do not do.) A signal the command was started ignoring (`nohup`, a background job of
/// a script) stays ignored.
enum InterruptCleanup {
    private static let signals = [SIGINT, SIGTERM]

    /// From now until ``disarm()``, removes `files` and writes `message` (a line) when interrupted.
    static func arm(removing files: [String], message: String) {
        let names = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: files.count)
        for (index, file) in files.enumerated() { names[index] = strdup(file) }
        // Set before the handler is installed, read only by it; kept for the rest of the run.
        (armedFiles, armedFileCount, armedMessage) = (names, files.count, strdup(message))
        var action = sigaction()
        action.__sigaction_handler.sa_handler = cleanUpAndStop
        // One handler at a time: a SIGTERM during a SIGINT's cleanup waits for it.
        sigemptyset(&action.sa_mask)
        for number in signals { sigaddset(&action.sa_mask, number) }
        for (index, number) in signals.enumerated() {
            var previous = sigaction()
            sigaction(number, nil, &previous)
            guard !isIgnored(previous) else { continue }
            savedActions[index] = previous
            sigaction(number, &action, nil)
        }
    }

    /// Gives the signals back what they did before ``arm(removing:message:)`` (nothing if it was
    /// not called): the work is done, or failed and was undone.
    static func disarm() {
        for (index, number) in signals.enumerated() {
            guard var previous = savedActions[index] else { continue }
            sigaction(number, &previous, nil)
            savedActions[index] = nil
        }
    }
}

/// Whether `action` ignores its signal (`SIG_IGN`, a constant rather than a function).
private func isIgnored(_ action: sigaction) -> Bool {
    unsafeBitCast(action.__sigaction_handler.sa_handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
}

/// What the signals did before they were armed (`nil`: not armed), in ``InterruptCleanup``'s order.
/// Only the command's own thread arms and disarms.
nonisolated(unsafe) private var savedActions: [sigaction?] = [nil, nil]

/// What the armed handler removes and writes.
nonisolated(unsafe) private var armedFiles: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
nonisolated(unsafe) private var armedFileCount = 0
nonisolated(unsafe) private var armedMessage: UnsafeMutablePointer<CChar>?

/// The handler: the files go, the message is written if there was one to remove (a signal before
/// the first file was made removes nothing), and the signal is raised again with its default
/// effect, so the process ends as it would have (and its parent sees which signal).
private func cleanUpAndStop(_ number: Int32) {
    var index = 0
    var removedAny = false
    while index < armedFileCount {
        if let name = armedFiles?[index], unlink(name) == 0 { removedAny = true }
        index += 1
    }
    if removedAny, let message = armedMessage { _ = write(2, message, strlen(message)) }
    signal(number, SIG_DFL)
    raise(number)
}
