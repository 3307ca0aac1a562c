import Glibc
import Synchronization

/// The threads that run a step's phases in parallel: the stepping thread and `threadCount − 1`
/// workers (pthreads), sharing out one job at a time in runs of its numbered units.
///
/// Every unit of a job runs exactly once, on whichever thread claims it first (an atomic claim
/// word holds the job's generation and the first and last units not yet claimed). The caller
/// claims from the first unit up and the workers from the last down (unless the job asks for
/// its units in order), so that each thread keeps to its own end of the bodies and contacts
/// from one job to the next, and their data stay in its core's cache: claimed all from the
/// front, blocks went to either thread at random, and two threads solved the 10 000-ball pit
/// slower than one as the bodies' states crossed between the cores at every colour. A claim takes
/// a share of what is left (`claimShare`), so the runs shrink as the threads close in on each
/// other, and the one that finishes first waits for no more than a unit or two of the other's. A
/// phase gives each unit its own outputs, so which thread ran it, in which run, and how many
/// threads there were, never changes a result: a step gives the same bits on one thread or many.
///
/// Workers spin a moment between jobs (the phases of a step follow each other within
/// a fraction of a millisecond), then sleep on a condition variable until the next job.
///
/// Pthreads rather than Dispatch: `DispatchQueue.concurrentPerform` in their place measured the
/// same (10 000 balls on two threads, three runs each on the loaded machine: 8.2–11.5 ms a step
/// against 9.0–11.3, CPU time alike), but it runs as many threads as there are cores whatever
/// `threadCount` says, and wakes its threads for every job, where these spin between the jobs
/// of a step; and the engine keeps to the standard library and Glibc.
final class WorkerTeam: @unchecked Sendable {
  /// The threads that run a job, the caller's included.
  let threadCount: Int
  /// The current job's generation (bits 40…63), the end of its unclaimed units (20…39) and
  /// the first of them (0…19).
  private let claim = Atomic<UInt64>(0)
  /// Units of the current job that have finished.
  private let finished = Atomic<Int>(0)
  /// Workers asleep (or about to be) on `wake`.
  private let sleepers = Atomic<Int>(0)
  /// Set when the team is shut down.
  private let stopping = Atomic<Bool>(false)
  /// The current job's work, set before its generation is published and cleared once every
  /// unit has finished.
  private var job: ((Range<Int>) -> Void)?
  /// Whether the workers, too, claim the current job's units from the first up, one at a time.
  private var inOrder = false
  /// Whether a claim of the current job takes a share of the units left (`claimShare`), not one.
  private var shrinking = false
  /// The generation of the last job published.
  private var generation: UInt64 = 0
  /// Guards sleeping and waking.
  private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
  /// Signalled when a job is published or the team stops.
  private let wake = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
  /// The worker threads.
  private var workers: [pthread_t] = []

  /// The most units one job may have.
  static let maximumUnits = (1 << 20) - 1
  /// How many times a waiting thread reads the claim word (a worker) or the finished count (the
  /// stepping thread) before it yields between reads.
  private static let spins = 4000
  /// How long a worker waits between jobs, yielding, before it sleeps: longer than the serial
  /// work between a step's jobs (up to about a tenth of a millisecond at 10 000 bodies), since waking a
  /// sleeping worker takes tens of microseconds, often longer than the job it is woken for.
  private static let spinNanoseconds = 250_000

  /// The monotonic clock, in nanoseconds.
  private static func now() -> Int {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return time.tv_sec * 1_000_000_000 + time.tv_nsec
  }

  /// A team of `threadCount` threads (the caller and `threadCount − 1` workers, started now).
  init(threadCount: Int) {
    self.threadCount = max(threadCount, 1)
    pthread_mutex_init(mutex, nil)
    pthread_cond_init(wake, nil)
    for _ in 1..<self.threadCount {
      var thread = pthread_t()
      let context = Unmanaged.passRetained(self).toOpaque()
      let created = pthread_create(
        &thread, nil,
        { context in
          let team = Unmanaged<WorkerTeam>.fromOpaque(context!).takeRetainedValue()
          team.workerLoop()
          return nil
        }, context)
      if created == 0 {
        workers.append(thread)
      } else {
        Unmanaged<WorkerTeam>.fromOpaque(context).release()
      }
    }
  }

  /// Stops and joins the workers.
  func shutDown() {
    stopping.store(true, ordering: .sequentiallyConsistent)
    pthread_mutex_lock(mutex)
    pthread_cond_broadcast(wake)
    pthread_mutex_unlock(mutex)
    for thread in workers { pthread_join(thread, nil) }
    workers = []
  }

  deinit {
    pthread_cond_destroy(wake)
    pthread_mutex_destroy(mutex)
    wake.deallocate()
    mutex.deallocate()
  }

  /// Runs `body` on runs of units that cover `0..<units` once between them, on this thread and
  /// the workers, and returns when all have finished; `inOrder`: every thread claims
  /// the units one at a time from the first up (so they are started in order), else the workers
  /// from the last down, one unit a claim or, `shrinking`, a share of those left (see
  /// `claimShare`). One job at a time: the caller must not call `run` again from inside `body`.
  func run(units: Int, inOrder: Bool = false, shrinking: Bool = false, _ body: (Range<Int>) -> Void) {
    guard units > 1 && !workers.isEmpty else {
      if units > 0 { body(0..<units) }
      return
    }
    precondition(units <= Self.maximumUnits, "WorkerTeam.run: \(units) units is too many")
    // The job is released before run returns (see `perform`), so it may be a closure its caller
    // did not let escape: the caller's captures need no context on the heap.
    withoutActuallyEscaping(body) { body in
      share(units: units, inOrder: inOrder, shrinking: shrinking && !inOrder, body)
    }
  }

  /// `run` of a job of more than one unit with workers to share it.
  private func share(units: Int, inOrder: Bool, shrinking: Bool, _ body: @escaping (Range<Int>) -> Void) {
    job = body
    self.inOrder = inOrder
    self.shrinking = shrinking
    finished.store(0, ordering: .relaxed)
    generation = (generation + 1) & 0xff_ffff
    claim.store(generation << 40 | UInt64(units) << 20, ordering: .sequentiallyConsistent)
    if sleepers.load(ordering: .sequentiallyConsistent) > 0 {
      pthread_mutex_lock(mutex)
      pthread_cond_broadcast(wake)
      pthread_mutex_unlock(mutex)
    }
    work(generation, fromEnd: false)
    var spins = 0
    while finished.load(ordering: .acquiring) < units {
      spins += 1
      if spins > Self.spins { sched_yield() }
    }
    job = nil
  }

  /// Claims and runs runs of units of job `generation` (from the last down when `fromEnd`) until
  /// none is left to claim.
  private func work(_ generation: UInt64, fromEnd: Bool) {
    while let run = claimRun(of: generation, fromEnd: fromEnd) {
      perform(run)
      finished.add(run.count, ordering: .releasing)
    }
  }

  /// Runs the current job on `run` (apart, so the job is released before the run counts as
  /// finished).
  @inline(never)
  private func perform(_ run: Range<Int>) {
    job?(run)
  }

  /// The share of the units left that a claim takes, in quarters of one thread's equal part of
  /// them (at least one unit): three quarters, so that two threads' claims shrink by about a
  /// third each, and their last are of a unit or two. The shrinking claims end a job within a unit's
  /// time of each other, where blocks fixed ahead ended it within a middle block's (10 000 balls,
  /// two threads: the colours' jobs left a thread 2 to 3 µs idle each, a third of a block).
  private static let claimShare = 3

  /// The first unclaimed units of job `generation` (the last, `fromEnd`), claimed now, or nil
  /// when there is none (or that job is over): `claimShare` quarters of a thread's part of those
  /// left when the job is `shrinking`, else one.
  @inline(__always)
  private func claimRun(of generation: UInt64, fromEnd: Bool) -> Range<Int>? {
    var word = claim.load(ordering: .acquiring)
    while true {
      let end = Int((word >> 20) & 0xf_ffff)
      let next = Int(word & 0xf_ffff)
      guard word >> 40 == generation, next < end else { return nil }
      let size = !shrinking ? 1 : max((end - next) * Self.claimShare / (4 * threadCount), 1)
      let (exchanged, original) = claim.compareExchange(
        expected: word, desired: fromEnd ? word - UInt64(size) << 20 : word + UInt64(size),
        ordering: .acquiringAndReleasing)
      if exchanged { return fromEnd ? end - size..<end : next..<next + size }
      word = original
    }
  }

  /// A worker's life: wait for a job, help with it, again, until the team stops.
  private func workerLoop() {
    var seen: UInt64 = 0
    while let generation = nextJob(after: seen) {
      seen = generation
      work(generation, fromEnd: !inOrder)
    }
  }

  /// Waits for a job later than generation `seen` and returns its generation, or nil once the
  /// team stops: spinning first, then asleep.
  private func nextJob(after seen: UInt64) -> UInt64? {
    let spinEnd = Self.now() + Self.spinNanoseconds
    var spins = 0
    while true {
      let generation = claim.load(ordering: .acquiring) >> 40
      if generation != seen { return generation }
      if stopping.load(ordering: .relaxed) { return nil }
      spins += 1
      if spins > Self.spins {
        // Past the first microseconds, give the core to any thread that waits for it (the
        // stepping thread, on a loaded machine) between looks.
        if Self.now() > spinEnd { break }
        sched_yield()
      }
    }
    sleepers.add(1, ordering: .sequentiallyConsistent)
    defer { sleepers.subtract(1, ordering: .sequentiallyConsistent) }
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    while true {
      if stopping.load(ordering: .sequentiallyConsistent) { return nil }
      let generation = claim.load(ordering: .sequentiallyConsistent) >> 40
      if generation != seen { return generation }
      pthread_cond_wait(wake, mutex)
    }
  }
}
