import CLibFuzzer
import Foundation

// libFuzzer's driver over the target `FUZZ_TARGET` names (`FUZZ_TARGET=list` prints them); the
// arguments are libFuzzer's own (`-max_total_time=30 CORPUS...`, or files to replay).
_ = chosenTarget
var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv) { start, count in fuzzOneInput(start, count) })
