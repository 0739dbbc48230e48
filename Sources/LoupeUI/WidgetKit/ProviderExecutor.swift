import Dispatch

/// Where a widget's async provider code runs while Loupe waits for it: threads of its own, not
/// Swift's cooperative pool.
///
/// Loupe's API is synchronous — it blocks its caller until the provider answers. A caller that is
/// itself on the cooperative pool (a Swift Testing test, an async function) holds one of the pool's
/// threads, one per core, while it waits; had the provider's task to wait for one of them, two such
/// callers at once on a 2-core machine would leave it none, and both would time out. Tasks started
/// with this executor as their preference run their nonisolated async code here (an actor's code
/// still runs on its actor).
package final class ProviderExecutor: TaskExecutor {
    package static let shared = ProviderExecutor()
    private let queue = DispatchQueue(label: "org.loupe.providers", attributes: .concurrent)

    package func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        queue.async { job.runSynchronously(on: self.asUnownedTaskExecutor()) }
    }
}
