// MARK: - Contact passes by colour

extension World {
  /// Sorts the step's rows (in key order, in the contact search's blocks) into colours for the
  /// solver: colours them in order, then copies each block's rows to their places, in parallel.
  func buildContactGraph() {
    let blocks = stepContext.contactBlocks[..<stepContext.contactBlockCount]
    let room = blocks.reduce(0) { $0 + $1.rows.capacity }
    bodies.state.withUnsafeBufferPointer { states in
      stepContext.graph.build(blocks: blocks, states: states, room: room)
    }
    var first = [Int]()
    var count = 0
    for block in blocks {
      first.append(count)
      count += block.rows.count
    }
    stepContext.graph.rows.withUnsafeMutableBufferPointer { rows in
      stepContext.graph.bounces.withUnsafeMutableBufferPointer { bounces in
        guard let rows = rows.baseAddress, let bounces = bounces.baseAddress else { return }
        let slot = stepContext.graph.slot.unsafeBase
        forEachBlock(of: blocks.count, grain: 1) { range in
          for index in range {
            ContactGraph.place(
              blocks[blocks.startIndex + index], first: first[index], slot: slot, rows: rows, bounces: bounces)
          }
        }
      }
    }
  }

  /// Runs `pass` over the contact graph's rows, colour after colour: the groups of a colour in
  /// blocks on the step's threads (no two of them move the same body), the overflow colour's
  /// groups in order on this thread. `pass` gets a run of whole groups, their bounces and every
  /// body's state.
  func forEachColour(
    _ pass:
      @escaping (
        UnsafeMutableBufferPointer<ContactRow>, UnsafeBufferPointer<ContactBounce>,
        UnsafeMutableBufferPointer<BodyState>
      ) -> Void
  ) {
    let colourStart = stepContext.graph.colourStart
    stepContext.graph.rows.withUnsafeMutableBufferPointer { rows in
      stepContext.graph.bounces.withUnsafeBufferPointer { bounces in
        stepContext.graph.groupStart.withUnsafeBufferPointer { groupStart in
          bodies.state.withUnsafeMutableBufferPointer { states in
            // Copies of the buffers (not the arrays), for the blocks to capture.
            let (rows, states) = (rows, states)
            for colour in 0..<ContactGraph.colourCount where colourStart[colour] < colourStart[colour + 1] {
              let first = colourStart[colour]
              let solveGroups = { (groups: Range<Int>) in
                let rowRange = Int(groupStart[first + groups.lowerBound])..<Int(groupStart[first + groups.upperBound])
                pass(
                  UnsafeMutableBufferPointer(rebasing: rows[rowRange]),
                  UnsafeBufferPointer(rebasing: bounces[rowRange]),
                  states)
              }
              let groupCount = colourStart[colour + 1] - first
              if colour == ContactGraph.overflow {
                solveGroups(0..<groupCount)
              } else {
                forEachBlock(of: groupCount, grain: 512, solveGroups)
              }
            }
          }
        }
      }
    }
  }
}
