import Motion

/// Runs `body`, then calls each of `closes` (each syncs and closes a file written) whether or not
/// `body` threw, so what was written whole is kept on every path. Throws the first failure: the
/// body's before a close's, as the first thing that went wrong is the one to report.
func closing<Value>(_ closes: [(() throws(WriteError) -> Void)?], after body: () throws -> Value) throws -> Value {
  let result = Result(catching: body)
  var failure: WriteError?
  for close in closes.compactMap({ $0 }) {
    do throws(WriteError) { try close() } catch { failure = failure ?? error }
  }
  let value = try result.get()
  if let failure { throw failure }
  return value
}
