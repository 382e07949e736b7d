import NIOCore

/// Runs a task's jobs on one NIO event loop: a task started from synchronous code that then
/// blocks does not need a Swift concurrency thread to finish (``BlockingConnection``), and a task
/// using a connection sees its closing only between its own steps (``PostgresPooledStore``).
final class EventLoopExecutor: TaskExecutor {
    private let eventLoop: any EventLoop

    init(eventLoop: any EventLoop) {
        self.eventLoop = eventLoop
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let executor = asUnownedTaskExecutor()
        eventLoop.execute { job.runSynchronously(on: executor) }
    }
}
