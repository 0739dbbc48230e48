import Foundation

/// The one worker pool: runs jobs on up to `jobs` threads, hands each job its thread's renderer
/// (Pango is not thread-safe; a renderer never crosses threads), and returns every job's result in
/// job order — a failure is a result too, so one bad cell never hides the others.
public enum RenderWorkers {
    /// - Parameters:
    ///   - count: how many jobs; job `i` is `job(i, renderer)`, called from several threads at once.
    ///   - progress: called after each job with the number done so far, in order, one call at a time.
    ///
    /// The job is not required to be `Sendable`, because what it captures is the user's widget code,
    /// which is not annotated. The contract instead: a job builds its view from values and draws
    /// with the renderer it is handed (one per thread); anything else it shares, it locks — as the
    /// command line's and the gallery's jobs do.
    /// `fontSet`: the fonts the renderers draw with, when a run adds the app's own (else the pinned set).
    public static func run<T>(_ count: Int, jobs: Int, fontSet: FontSet? = nil, progress: ((Int) -> Void)? = nil,
                              _ job: (Int, Renderer) throws -> T) -> [Result<T, Error>] {
        withoutActuallyEscaping(job) { job in
            let state = PoolState<T>(count: count, job: job, progress: progress)
            DispatchQueue.concurrentPerform(iterations: min(max(jobs, 1), max(count, 1))) { _ in
                while let i = state.take() {
                    state.finish(i, Result { try state.job(i, try Renderer.forCurrentThread(fontSet: fontSet)) })
                }
            }
            return state.results()
        }
    }
}

/// The pool's shared counters and results. Sendable because every mutable field is read and
/// written only under `lock` (`take`, `finish`, `results`); `job` and `progress` are constants, the
/// job called under RenderWorkers' contract, progress only under the lock.
private final class PoolState<T>: @unchecked Sendable {
    private let lock = NSLock()
    private let count: Int
    let job: (Int, Renderer) throws -> T
    private let progress: ((Int) -> Void)?
    private var next = 0, done = 0
    private var slots: [Result<T, Error>?]

    init(count: Int, job: @escaping (Int, Renderer) throws -> T, progress: ((Int) -> Void)?) {
        (self.count, self.job, self.progress) = (count, job, progress)
        slots = Array(repeating: nil, count: count)
    }

    /// The next job's index, or nil when every job has been handed out.
    func take() -> Int? {
        lock.lock(); defer { lock.unlock() }
        guard next < count else { return nil }
        next += 1
        return next - 1
    }

    func finish(_ i: Int, _ result: Result<T, Error>) {
        lock.lock(); defer { lock.unlock() }
        slots[i] = result
        done += 1
        progress?(done)
    }

    func results() -> [Result<T, Error>] {
        lock.lock(); defer { lock.unlock() }
        return slots.map { $0! }
    }
}
