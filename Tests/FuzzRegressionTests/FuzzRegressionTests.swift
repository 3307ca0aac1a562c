import Foundation
import FuzzTargets
import Testing

/// Every input a fuzzer ever crashed on, kept in `Fuzz/Regressions/TARGET/`, and every seed in
/// `Fuzz/Corpus/TARGET/`, replayed through its target: a bug that comes back stops this test.
@Suite struct FuzzRegressionTests {
  private static let fuzz = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Fuzz")

  /// The files in `Fuzz/KIND/TARGET`, none if there is no such folder.
  private static func inputs(_ kind: String, of target: String) -> [URL] {
    let folder = fuzz.appendingPathComponent(kind).appendingPathComponent(target)
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { !$0.hasPrefix(".") }.sorted().map { folder.appendingPathComponent($0) }
  }

  @Test(arguments: FuzzTarget.all.map(\.name))
  func pastCrashesAndSeedsRunClean(target name: String) throws {
    let target = try #require(FuzzTarget.named(name))
    let inputs = Self.inputs("Regressions", of: name) + Self.inputs("Corpus", of: name)
    #expect(!Self.inputs("Corpus", of: name).isEmpty, "every target has seeds")
    for input in inputs {
      target.run(Array(try Data(contentsOf: input)))
    }
  }

  @Test(arguments: ["Regressions", "Findings", "Corpus", "Dictionaries"])
  func everyFolderNamesATarget(kind: String) {
    let names =
      (try? FileManager.default.contentsOfDirectory(atPath: Self.fuzz.appendingPathComponent(kind).path)) ?? []
    for name in names where !name.hasPrefix(".") && name != "common.dict" && name != "README.md" {
      let target = name.hasSuffix(".dict") ? String(name.dropLast(5)) : name
      #expect(FuzzTarget.named(target) != nil, "Fuzz/\(kind)/\(name) names no fuzz target")
    }
  }
}
