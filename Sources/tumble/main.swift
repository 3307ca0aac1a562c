import TumbleCommandLine

#if canImport(Glibc)
  import Glibc
#endif

// SIGQUIT (Ctrl-\) ends the program as it ends any program, without the backtrace the Swift runtime
// prints for it: what was written is whole lines. `play` catches it in its turn, to give the terminal back.
signal(SIGQUIT, SIG_DFL)

// Parse the command line, run it, and exit with its status or the sysexits status of what went wrong.
do {
  exit(try Invocation(Array(CommandLine.arguments.dropFirst())).run())
} catch {
  exit(error.report())
}
