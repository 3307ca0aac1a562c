// swift-tools-version:6.0
import PackageDescription

// The UIKit Dynamics chapter's examples, written as an iOS developer would, against Tumble's Dynamics library.
let package = Package(
  name: "Examples",
  dependencies: [.package(name: "Tumble", path: "..")],
  targets: [
    .executableTarget(name: "UIKitChapter", dependencies: [.product(name: "Dynamics", package: "Tumble")])
  ],
  swiftLanguageModes: [.v6]
)
