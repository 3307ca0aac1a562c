// MARK: - Contact passes by colour

extension World {
  /// Sorts the step's rows (in key order) into colours for the solver.
  func buildContactGraph() {
    var graph = ContactGraph()
    swap(&graph, &stepContext.graph)
    stepContext.rows.withUnsafeBufferPointer { rows in
      stepContext.bounces.withUnsafeBufferPointer { bounces in
        bodies.state.withUnsafeBufferPointer { states in graph.build(rows: rows, bounces: bounces, states: states) }
      }
    }
    swap(&graph, &stepContext.graph)
  }

  /// Runs `pass` over the contact graph's rows, colour after colour: the groups of a colour in
  /// blocks on the step's threads (no two of them move the same body), the overflow colour's
  /// groups in order on this thread. `pass` gets a run of whole groups, their bounces and every
  /// body's state.
  func forEachColour(
    _ pass: @escaping (
      UnsafeMutableBufferPointer<ContactRow>, UnsafeBufferPointer<ContactBounce>, UnsafeMutableBufferPointer<BodyState>
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
                  UnsafeMutableBufferPointer(rebasing: rows[rowRange]), UnsafeBufferPointer(rebasing: bounces[rowRange]),
                  states)
              }
              let groupCount = colourStart[colour + 1] - first
              if colour == ContactGraph.overflow {
                solveGroups(0..<groupCount)
              } else {
                forEachBlock(of: groupCount, grain: 32, solveGroups)
              }
            }
          }
        }
      }
    }
  }
}
