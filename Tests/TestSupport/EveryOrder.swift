/// Calls `body` with every order of `items` (`items.count`! of them), as the tests that try every
/// way of writing a few runs need; `items` is back in its first order when it returns.
public func everyOrder(of items: inout [Int], from first: Int = 0, _ body: ([Int]) -> Void) {
  guard first < items.count else { return body(items) }
  for index in first..<items.count {
    items.swapAt(first, index)
    everyOrder(of: &items, from: first + 1, body)
    items.swapAt(first, index)
  }
}
