// MARK: - Contact passes by colour

extension World {
  /// Readies the colouring of the contact search's `blockCount` blocks (see `colourBlock`), the
  /// awake bodies' colour masks cleared (see `updateAwakeBounds`).
  func beginContactGraph(blockCount: Int) {
    stepContext.graph.begin(blockCount: blockCount, masks: stepContext.bodyScratch.colourMasks)
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

  /// Runs `pass` over the contact graph's rows, colour after colour (those below its
  /// `colourLimit`): the rows of a colour in shares on the step's threads (see `ContactGroupRun`:
  /// no two of its groups move the same body), the overflow colour's in order on this thread.
  /// `pass` gets a share and every body's state.
  func forEachColour(_ pass: (ContactGroupRun, UnsafeMutableBufferPointer<BodyState>) -> Void) {
    let graph = stepContext.graph
    // Read only: the graph does not change during the passes.
    let (bounds, rowsBefore) = (graph.colourBounds.unsafeBase, graph.colourRowsBefore.unsafeBase)
    let blockCount = graph.blockRows.rows.count
    graph.blockRows.rows.withUnsafeBufferPointer { rows in
      graph.blockRows.bounces.withUnsafeBufferPointer { bounces in
        bodies.state.withUnsafeMutableBufferPointer { states in
          // Copies of the buffers (not the arrays), for the blocks to capture.
          let states = states
          guard let rows = rows.baseAddress, let bounces = bounces.baseAddress else { return }
          for colour in 0..<graph.colourLimit {
            let colourRowsBefore = rowsBefore + colour * (blockCount + 1)
            let rowCount = Int(colourRowsBefore[blockCount])
            guard rowCount > 0 else { continue }
            func solveRows(_ share: Range<Int>) {
              let run = ContactGroupRun(
                rows: rows, bounces: bounces, starts: bounds + colour * blockCount,
                ends: bounds + (colour + 1) * blockCount, rowsBefore: colourRowsBefore, blockCount: blockCount,
                share: share, independent: colour != ContactGraph.overflow)
              pass(run, states)
            }
            if colour == ContactGraph.overflow {
              solveRows(0..<rowCount)
            } else {
              forEachBlock(of: rowCount, grain: Self.colourGrain(rowCount), solveRows)
            }
          }
        }
      }
    }
  }

  /// The grain of a colour's shares: about 512 rows, but at least two shares for a colour of
  /// 200 rows or more, such as the few small colours a pile's rows end in (at 10 000 balls,
  /// three of about 220 rows, in each of the step's seven passes), which would otherwise be
  /// solved on one thread while the others wait.
  static func colourGrain(_ rowCount: Int) -> Int { min(512, max(rowCount / 2, 100)) }
}
