// MARK: - Contact passes by colour

extension World {
  /// Readies the colouring of the contact search's `blockCount` blocks (see `colourBlock`).
  func beginContactGraph(blockCount: Int) {
    bodies.state.withUnsafeBufferPointer { states in
      stepContext.graph.begin(blockCount: blockCount, states: states)
    }
  }

  /// Colours the rows of the contact search's block `number` (all blocks before it coloured).
  func colourBlock(_ block: ContactBlock, number: Int) {
    bodies.state.withUnsafeBufferPointer { states in stepContext.graph.colour(block, number: number, states: states) }
  }

  /// Sorts the step's groups of rows (in key order, in the contact search's blocks, which coloured
  /// them) into colours for the solver: plans where each block's groups go, then writes them
  /// there, the blocks in parallel.
  func buildContactGraph() {
    let blocks = stepContext.contactBlocks[..<stepContext.contactBlockCount]
    let graph = stepContext.graph
    graph.plan(blocks)
    forEachBlock(of: blocks.count, grain: 1) { range in
      for index in range { graph.place(blocks[blocks.startIndex + index], number: index) }
    }
  }

  /// Runs `pass` over the contact graph's groups, colour after colour: the groups of a colour in
  /// blocks on the step's threads (no two of them move the same body), the overflow colour's
  /// groups in order on this thread. `pass` gets a run of groups and every body's state.
  func forEachColour(_ pass: (ContactGroupRun, UnsafeMutableBufferPointer<BodyState>) -> Void) {
    let graph = stepContext.graph
    let colourStart = graph.colourStart
    // Each colour's row ends per block (read only; the graph does not change during the passes).
    let (colourEnds, blockCount) = (graph.colourEnds.unsafeBase, graph.blockRows.rows.count)
    graph.order.withUnsafeBufferPointer { order in
      graph.blockRows.rows.withUnsafeBufferPointer { rows in
        graph.blockRows.bounces.withUnsafeBufferPointer { bounces in
          bodies.state.withUnsafeMutableBufferPointer { states in
            // Copies of the buffers (not the arrays), for the blocks to capture.
            let states = states
            guard let rows = rows.baseAddress, let bounces = bounces.baseAddress else { return }
            for colour in 0..<ContactGraph.colourCount where colourStart[colour] < colourStart[colour + 1] {
              let first = colourStart[colour]
              let groupCount = colourStart[colour + 1] - first
              func solveGroups(_ groups: Range<Int>) {
                let run = ContactGroupRun(
                  groups: UnsafeBufferPointer(rebasing: order[first + groups.lowerBound..<first + groups.upperBound]),
                  colourGroups: groupCount - groups.lowerBound, colourEnds: colourEnds + colour * blockCount,
                  rows: rows, bounces: bounces, independent: colour != ContactGraph.overflow)
                pass(run, states)
              }
              if colour == ContactGraph.overflow {
                solveGroups(0..<groupCount)
              } else {
                forEachBlock(of: groupCount, grain: Self.colourGrain(groupCount), solveGroups)
              }
            }
          }
        }
      }
    }
  }

  /// The grain of a colour's blocks: about 512 groups, but at least two blocks for a colour of
  /// 200 groups or more, such as the few small colours a pile's rows end in (at 10 000 balls,
  /// three of about 220 groups, in each of the step's seven passes), which would otherwise be
  /// solved on one thread while the others wait.
  static func colourGrain(_ groupCount: Int) -> Int { min(512, max(groupCount / 2, 100)) }
}
