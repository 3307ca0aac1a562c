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

  /// Worlds with fewer shapes than this (divided by `blockDivisor`) step on one thread whatever
  /// the thread count: below it, handing a phase's blocks to the team and waiting for them took
  /// longer than the work (ballpit, 2 threads against 1: 1.07 at 1 500 balls, 0.85 at 2 000).
  /// The bits are the same either way, as for any thread count.
  static let smallestSharedWorld = 1_750

  /// The world's worker team, started when the step first needs it; nil for one thread, and for
  /// worlds too small to share (`smallestSharedWorld`).
  func workerTeam() -> WorkerTeam? {
    guard threads > 1, shapes.bounds.count * blockDivisor >= Self.smallestSharedWorld else { return nil }
    if let team { return team }
    let started = WorkerTeam(threadCount: threads)
    team = started
    return started
  }

  /// Runs `body` over `0..<count` in runs of items, in parallel on the step's team, when there are
  /// at least twice `grain` items; inline, as one run, when the work is smaller or there is no
  /// team. The runs are claimed as the threads go (see `WorkerTeam`): shares of what is left,
  /// in units of a sixteenth of `grain` items; one unit of `grain` items at a time for a grain
  /// under 16 (each item a block of work, which may differ from block to block: a share of
  /// several left the other thread waiting for up to two at a job's end), and when `inOrder`
  /// (started in order). `body` must give each item its own outputs (or reduce them without regard to
  /// order), so that the runs, whatever they are, give the same result.
  func forEachBlock(
    of count: Int, grain: Int, inOrder: Bool = false, _ body: (Range<Int>) -> Void
  ) {
    let grain = max(grain / blockDivisor, 1)
    guard count >= 2 * grain, let team = stepContext.team else {
      if count > 0 { body(0..<count) }
      return
    }
    let shrinking = !inOrder && grain >= 16
    // Units few enough for the team's claim word.
    let unit = max(shrinking ? grain / 16 : grain, (count + WorkerTeam.maximumUnits - 1) / WorkerTeam.maximumUnits)
    team.run(units: (count + unit - 1) / unit, inOrder: inOrder, shrinking: shrinking) { units in
      body(units.lowerBound * unit..<min(units.upperBound * unit, count))
    }
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

/// Slots that any thread of a job adds, read in ascending order once the job is over (the same
/// whatever the order they were added in).
final class FoundSlots: Sendable {
  /// One block's slots, with where the block's range starts.
  struct Block {
    var start: Int
    var slots: ContiguousArray<Int32>
  }

  /// The blocks added so far, in the order they finished.
  private let blocks = Mutex<ContiguousArray<Block>>([])

  /// Adds the slots `found` by the block whose range starts at `start` (nothing when empty).
  func add(_ found: ContiguousArray<Int32>, from start: Int) {
    guard !found.isEmpty else { return }
    blocks.withLock { $0.append(Block(start: start, slots: found)) }
  }

  /// Appends every slot added to `list`, the blocks in the order of their ranges: ascending when
  /// each block lists its slots in order from an ascending list. The blocks are ordered by hand,
  /// not by the standard library's sort, whose buffer of runs makes the runtime look a
  /// conformance up the first time, paging in every library's conformance records (1.2 MB).
  func appendInBlockOrder(to list: inout ContiguousArray<Int32>) {
    var found = blocks.withLock { $0 }
    for i in found.indices.dropFirst() {
      var j = i
      while j > 0 && found[j - 1].start > found[j].start {
        found.swapAt(j - 1, j)
        j -= 1
      }
    }
    for block in found { list.append(contentsOf: block.slots) }
  }
}

/// The largest of the non-negative numbers that any thread of a job raises it to, read once the
/// job is over (exact, and the same in any order: a non-negative double's bits order as it does).
final class RaisedMaximum: Sendable {
  /// The bits of the largest so far.
  private let bits = Atomic<UInt64>(0)

  /// Raises the maximum to `value` (non-negative and not NaN), if it is larger.
  func raise(to value: Double) {
    var seen = bits.load(ordering: .relaxed)
    while value.bitPattern > seen {
      let (exchanged, original) = bits.compareExchange(expected: seen, desired: value.bitPattern, ordering: .relaxed)
      if exchanged { return }
      seen = original
    }
  }

  /// The largest raised, 0 when none was.
  var value: Double { Double(bitPattern: bits.load(ordering: .relaxed)) }
}

/// Runs a follow-up of a job's blocks in block order, each as soon as its block and the ones
/// before it have finished, on whichever thread finishes the block that allows it (one thread at
/// a time): a serial phase that walks the blocks' outputs in order, overlapped with the job.
///
/// Every block calls `finished(_:_:)` once it is done; when the job is over, every block has
/// been followed up (a thread that finds another following up leaves its block to it, and the
/// other looks again before it lets go).
final class OrderedFollowUp: Sendable {
  /// The blocks (at most 64).
  let count: Int
  /// A bit a block that has finished.
  private let done = Atomic<UInt64>(0)
  /// Whether a thread is following up.
  private let busy = Atomic<Bool>(false)
  /// The next block to follow up (changed only by the thread that holds `busy`).
  private let next = Atomic<Int>(0)

  /// A follow-up of `count` blocks (at most 64), none finished.
  init(count: Int) {
    precondition(count <= UInt64.bitWidth, "OrderedFollowUp: \(count) blocks is too many")
    self.count = count
  }

  /// Notes that block `block` has finished, then runs `followUp` on every block whose turn has
  /// come, in order, unless another thread is doing so.
  func finished(_ block: Int, _ followUp: (Int) -> Void) {
    done.bitwiseOr(1 << UInt64(block), ordering: .sequentiallyConsistent)
    while busy.compareExchange(expected: false, desired: true, ordering: .sequentiallyConsistent).exchanged {
      var index = next.load(ordering: .relaxed)
      while index < count && done.load(ordering: .acquiring) & (1 << UInt64(index)) != 0 {
        followUp(index)
        index += 1
      }
      next.store(index, ordering: .relaxed)
      busy.store(false, ordering: .sequentiallyConsistent)
      // A block that finished since the last look, whose thread found this one busy.
      guard index < count && done.load(ordering: .sequentiallyConsistent) & (1 << UInt64(index)) != 0 else { return }
    }
  }
}
