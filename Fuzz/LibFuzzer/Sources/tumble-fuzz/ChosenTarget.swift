import Foundation
import FuzzTargets

/// The target `FUZZ_TARGET` names; the process stops with the list of names if it names none.
let chosenTarget: FuzzTarget = {
  let name = ProcessInfo.processInfo.environment["FUZZ_TARGET"] ?? ""
  let names = FuzzTarget.all.map(\.name)
  if name == "list" {
    print(names.joined(separator: "\n"))
    exit(0)
  }
  guard let target = FuzzTarget.named(name) else {
    let message = "tumble-fuzz: FUZZ_TARGET '\(name)' is not a target: \(names.joined(separator: " "))\n"
    FileHandle.standardError.write(Data(message.utf8))
    exit(64)
  }
  return target
}()

/// One input for the chosen target.
func fuzzOneInput(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  chosenTarget.run(Array(UnsafeBufferPointer(start: start, count: count)))
  return 0
}
