import Foundation

/// The one worker pool: runs jobs on up to `jobs` threads, hands each job its thread's renderer
/// (Pango is not thread-safe; a renderer never crosses threads), and returns every job's result in
/// job order — a failure is a result too, so one bad cell never hides the others.
public enum RenderWorkers {
    /// - Parameters:
    ///   - count: how many jobs; job `i` is `job(i, renderer)`.
    ///   - progress: called after each job with the number done so far, in order, one call at a time.
    public static func run<T>(_ count: Int, jobs: Int, progress: ((Int) -> Void)? = nil,
                              _ job: (Int, Renderer) throws -> T) -> [Result<T, Error>] {
        let lock = NSLock()
        var next = 0, done = 0
        var results = [Result<T, Error>?](repeating: nil, count: count)
        DispatchQueue.concurrentPerform(iterations: min(max(jobs, 1), max(count, 1))) { _ in
            while true {
                lock.lock(); let i = next; next += 1; lock.unlock()
                guard i < count else { return }
                let result = Result { try job(i, try Renderer.forCurrentThread()) }
                lock.lock()
                results[i] = result
                done += 1
                progress?(done)
                lock.unlock()
            }
        }
        return results.map { $0! }
    }
}
