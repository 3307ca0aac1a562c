// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "Tumble",
  products: [
    .library(name: "Physics", targets: ["Physics"]),
    .library(name: "Dynamics", targets: ["Dynamics"]),
    .library(name: "Motion", targets: ["Motion"]),
    .library(name: "Bounce", targets: ["Bounce"]),
    .library(name: "Canvas", targets: ["Canvas"]),
    .executable(name: "tumble", targets: ["tumble"]),
    // The fuzz targets, for the fuzzing package in Fuzz/ (see Fuzz/README.md).
    .library(name: "FuzzTargets", targets: ["FuzzTargets"]),
  ],
  targets: [
    .target(name: "Physics"),
    .target(name: "LibM"),
    .target(name: "Dynamics", dependencies: ["Physics", "LibM"]),
    .systemLibrary(
      name: "CMicroHTTPD",
      providers: [.apt(["libmicrohttpd-dev"])]
    ),
    .target(name: "Motion", dependencies: ["CMicroHTTPD"]),
    .target(name: "QRCode"),
    .target(name: "Bounce", dependencies: ["LibM"]),
    .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
    .target(name: "Canvas", dependencies: ["CZlib"]),
    .target(
      name: "Playground",
      dependencies: ["Physics", "Dynamics", "Motion", "Bounce", "Canvas", "ImageDecoding"],
      resources: []
    ),
    .target(name: "Bench", dependencies: ["Physics", "Dynamics"]),
    .systemLibrary(
      name: "CNcursesw",
      pkgConfig: "ncursesw",
      providers: [.apt(["libncurses-dev"])]
    ),
    .target(name: "Terminal", dependencies: ["CNcursesw", "Canvas"]),
    .systemLibrary(name: "CLibPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
    .systemLibrary(name: "CLibJPEG", pkgConfig: "libjpeg", providers: [.apt(["libjpeg62-turbo-dev"])]),
    .target(name: "CImageShim", dependencies: ["CLibPNG", "CLibJPEG"]),
    .target(name: "ImageDecoding", dependencies: ["CImageShim", "Canvas"]),
    // The command line: its options, subcommands and their loops; the executable is main.swift alone.
    .target(
      name: "TumbleCommandLine",
      dependencies: [
        "Physics", "Dynamics", "Motion", "Bounce", "Canvas", "Playground", "Terminal", "Bench", "QRCode",
        "ImageDecoding",
      ]
    ),
    .executableTarget(name: "tumble", dependencies: ["TumbleCommandLine"]),
    .testTarget(name: "PhysicsTests", dependencies: ["Physics"]),
    .testTarget(name: "DynamicsTests", dependencies: ["Dynamics"]),
    .testTarget(
      name: "MotionTests", dependencies: ["Motion", "TestSupport", "tumble"], resources: [.copy("Fixtures")]),
    .testTarget(name: "BounceTests", dependencies: ["Bounce", "TestSupport", "tumble"]),
    .testTarget(name: "CanvasTests", dependencies: ["Canvas", "TestSupport"]),
    .testTarget(name: "QRCodeTests", dependencies: ["QRCode", "TestSupport"]),
    .testTarget(name: "ImageDecodingTests", dependencies: ["ImageDecoding"], resources: [.copy("Fixtures")]),
    .testTarget(name: "TerminalTests", dependencies: ["Terminal"]),
    .testTarget(name: "PlaygroundTests", dependencies: ["Playground", "TestSupport"], exclude: ["Golden"]),
    .testTarget(
      name: "EndToEndTests", dependencies: ["tumble", "TumbleCommandLine", "Bench", "TestSupport"],
      exclude: ["real-terminal.sh"]
    ),
    .target(
      name: "FuzzTargets",
      dependencies: ["Motion", "Dynamics", "Playground", "Canvas", "Terminal", "TumbleCommandLine"],
      path: "Fuzz/Targets"),
    .testTarget(name: "FuzzRegressionTests", dependencies: ["FuzzTargets"]),
    .target(name: "TestSupport", dependencies: ["CSpawn"], path: "Tests/TestSupport"),
    .target(name: "CSpawn", path: "Tests/CSpawn"),
  ],
  swiftLanguageModes: [.v6]
)
