import Synchronization

/// The process's worker team, nil for one thread; held locked while a world steps with it.
private let sharedTeam = Mutex<WorkerTeam?>(nil)
/// The thread count last set.
private let sharedThreadCount = Atomic<Int>(1)

// MARK: - Threads

extension World {
  /// The most threads a step may use.
  public static let maximumThreadCount = 64

  /// How many threads each world's step uses, the stepping thread included (1 by default):
  /// one team of workers for the process.
  ///
  /// Results never depend on it: every phase splits its work into blocks that depend only on
  /// the work's size, and the contact solver visits its constraints colour by colour, so a
  /// world steps to the same bits on one thread or many. Worlds that step at the same time on
  /// different threads share the team: one of them has it, the others step on their own thread.
  /// Checked: a count outside 1…`maximumThreadCount` is clamped.
  public static var threadCount: Int {
    get { sharedThreadCount.load(ordering: .relaxed) }
    set {
      let count = min(max(newValue, 1), maximumThreadCount)
      sharedTeam.withLock { team in
        guard (team?.threadCount ?? 1) != count else { return }
        team?.shutDown()
        team = count > 1 ? WorkerTeam(threadCount: count) : nil
        sharedThreadCount.store(count, ordering: .relaxed)
      }
    }
  }

  /// Runs `body` with the process's team, or with none when there is one thread or another
  /// world is stepping with it.
  func withWorkerTeam(_ body: (WorkerTeam?) -> Void) {
    let ran = sharedTeam.withLockIfAvailable { team in
      body(team)
      return true
    }
    if ran == nil { body(nil) }
  }

  /// Runs `body` over `0..<count` in blocks of about `grain` items or more (at most 64 blocks),
  /// in parallel on the step's team; inline, as one block, when the work is small or there is
  /// no team. The blocks depend on `count` and `grain` alone, never on the thread count.
  func forEachBlock(of count: Int, grain: Int, _ body: @escaping (Range<Int>) -> Void) {
    let blocks = min(count / max(grain, 1), 64)
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
