// swift-tools-version:6.0
// The fuzzers: one libFuzzer binary running the target `FUZZ_TARGET` names (see Fuzz/README.md).
// Built by `make fuzz` with `-sanitize=fuzzer,address`; not part of Tumble's own build.
import Foundation
import PackageDescription

/// The repository's own package, whose identity is the name of the folder it is checked out in.
let tumble = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent()

let package = Package(
  name: "TumbleFuzz",
  dependencies: [.package(path: tumble.path)],
  targets: [
    .target(name: "CLibFuzzer"),
    .executableTarget(
      name: "tumble-fuzz",
      dependencies: ["CLibFuzzer", .product(name: "FuzzTargets", package: tumble.lastPathComponent.lowercased())]
    ),
  ],
  swiftLanguageModes: [.v6]
)
