/// The least cost of a spanning arborescence rooted at node 0 (Chu–Liu/Edmonds, growing one path at a time as
/// Tarjan does): each node takes its cheapest edge in; a cycle among those is contracted into one node, the
/// edges into it costing what they save over the cycle's own edge into the node they reach, until the path
/// reaches a node already joined to the root.
enum Arborescence {
  /// An edge into a node: where from, and its cost.
  typealias Edge = (from: Int, cost: Int)

  /// `edges[node]`: the edges into each node (none into node 0). Every node must be reachable from node 0.
  static func cost(into edges: [[Edge]]) -> Int {
    var edges = edges
    let count = edges.count
    var done = [Bool](repeating: false, count: count)
    var onPath = [Bool](repeating: false, count: count)
    var inCycle = [Bool](repeating: false, count: count)
    var entering = [Int](repeating: 0, count: count)
    var slot = [Int](repeating: -1, count: count)
    // the contracted node each node went into, until it is its own
    var merged = Array(0..<count)
    func find(_ node: Int) -> Int {
      var root = node
      while merged[root] != root { root = merged[root] }
      var node = node
      while merged[node] != root { (merged[node], node) = (root, merged[node]) }
      return root
    }
    done[0] = true
    var total = 0
    for start in 1..<count where !done[find(start)] {
      var path = [find(start)]
      onPath[path[0]] = true
      while let last = path.last {
        var (from, cheapest) = (-1, Int.max)
        for edge in edges[last] where edge.cost < cheapest {
          let source = find(edge.from)
          if source != last { (from, cheapest) = (source, edge.cost) }
        }
        precondition(from >= 0, "a node no edge reaches")
        entering[last] = cheapest
        total += cheapest
        if done[from] {
          for node in path {
            done[node] = true
            onPath[node] = false
          }
          break
        }
        guard onPath[from] else {
          path.append(from)
          onPath[from] = true
          continue
        }
        // a cycle from `from` to the path's end, contracted into `from`
        let cycle = Array(path[path.firstIndex(of: from)!...])
        path.removeLast(cycle.count - 1)
        for member in cycle { inCycle[member] = true }
        // the cheapest edge from each node outside, so that a node grown from many keeps few edges
        var joined: [Edge] = []
        for member in cycle {
          for edge in edges[member] {
            let source = find(edge.from)
            guard !inCycle[source] else { continue }
            let cost = edge.cost - entering[member]
            if slot[source] < 0 {
              slot[source] = joined.count
              joined.append((source, cost))
            } else if cost < joined[slot[source]].cost {
              joined[slot[source]].cost = cost
            }
          }
        }
        for edge in joined { slot[edge.from] = -1 }
        for member in cycle {
          inCycle[member] = false
          onPath[member] = member == from
          if member != from {
            merged[member] = from
            edges[member] = []
          }
        }
        edges[from] = joined
      }
    }
    return total
  }
}
