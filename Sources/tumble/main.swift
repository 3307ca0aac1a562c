#if canImport(Glibc)
  import Glibc
#endif

// Parse the command line, run it, and exit with its status or the sysexits status of what went wrong.
do {
  exit(try Invocation(Array(CommandLine.arguments.dropFirst())).run())
} catch {
  exit(error.report())
}
