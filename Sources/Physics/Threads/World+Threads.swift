import Synchronization

/// The thread count new worlds take.
private let defaultThreads = Atomic<Int>(1)

// MARK: - Threads

extension World {
  /// The most threads a world's step may use.
  public static let maximumThreadCount = 64

  /// The thread count a new world takes (1 until set): the command line sets it once, from
  /// `--threads` or the number of cores. Checked: clamped to 1…`maximumThreadCount`.
  public static var defaultThreadCount: Int {
    get { defaultThreads.load(ordering: .relaxed) }
    set { defaultThreads.store(min(max(newValue, 1), maximumThreadCount), ordering: .relaxed) }
  }

  /// How many threads this world's step uses, the stepping thread included; the workers start
  /// at the next step and stop with the world.
  ///
  /// Results never depend on it: each phase splits its work into blocks whose outputs are their
  /// own and are joined in block order, and the contact solver visits its rows colour by colour
  /// (see `ContactGraph`), so the world steps to the same bits on one thread or many.
  /// Checked: a count outside 1…`maximumThreadCount` is clamped.
  public var threadCount: Int {
    get { threads }
    set {
      threads = min(max(newValue, 1), Self.maximumThreadCount)
      guard team?.threadCount != threads else { return }
      team?.shutDown()
      team = nil
    }
  }

  /// The world's worker team, started when the step first needs it; nil for one thread.
  func workerTeam() -> WorkerTeam? {
    guard threads > 1 else { return nil }
    if let team { return team }
    let started = WorkerTeam(threadCount: threads)
    team = started
    return started
  }

  /// Runs `body` over `0..<count` in blocks of about `grain` items or more (at most 64 blocks),
  /// in parallel on the step's team; inline, as one block, when the work is small or there is
  /// no team. `body` must give each item its own outputs (or reduce them without regard to
  /// order), so that the blocks, whatever they are, give the same result.
  func forEachBlock(of count: Int, grain: Int, _ body: @escaping (Range<Int>) -> Void) {
    let blocks = min(count / max(grain / blockDivisor, 1), 64)
    guard blocks > 1, let team = stepContext.team else {
      if count > 0 { body(0..<count) }
      return
    }
    team.run(blocks: blocks) { block in body(block * count / blocks..<(block + 1) * count / blocks) }
  }
}

/// A flag that any thread of a job may raise, read once the job is over.
final class RaisedFlag: Sendable {
  /// Whether it was raised.
  private let raised = Atomic<Bool>(false)

  /// Raises the flag.
  func raise() { raised.store(true, ordering: .relaxed) }

  /// Whether the flag was raised.
  var isRaised: Bool { raised.load(ordering: .relaxed) }
}
