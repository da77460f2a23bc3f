import Foundation
import Testing

/// "Seed" names the design notes the project started from, which are not in this repository:
/// the README says what they are in the sentence that first names them, and no page sends the
/// reader to notes they do not have.
@Suite struct SeedWordingTests {
  private static func text(_ path: String) throws -> String {
    try String(contentsOf: testTargetURL("../../" + path), encoding: .utf8)
  }

  @Test func theReadmeSaysWhatTheSeedsAreWhereItFirstNamesThem() throws {
    let readme = try Self.text("README.md").replacingOccurrences(of: "\n", with: " ")
    let first = try #require(readme.range(of: "seed", options: .caseInsensitive))
    let sentenceStart =
      readme[..<first.lowerBound].range(of: ". ", options: .backwards)?.upperBound
      ?? readme.startIndex
    let sentenceEnd =
      readme[first.upperBound...].range(of: ". ")?.lowerBound ?? readme.endIndex
    let sentence = readme[sentenceStart..<sentenceEnd]
    #expect(sentence.contains("seeds 000-004"))
    #expect(sentence.contains("not in this repository"))
  }

  @Test func eachModuleReadmeSaysWhatASeedIsWhereItFirstNamesOne() throws {
    for module in ["Runtime", "Settings", "Search", "Auth"] {
      let readme = try Self.text("Modules/\(module)/README.md")
        .replacingOccurrences(of: "\n", with: " ")
      let first = try #require(readme.range(of: "seed"), "\(module)")
      let rest = readme[first.lowerBound...].prefix(200)
      #expect(rest.contains("design notes the project started"), "\(module)")
      #expect(rest.contains("not in this repository"), "\(module)")
    }
  }

  @Test func noGuideSendsTheReaderToTheSeedNotes() throws {
    let articles = "Modules/AppRoot/Sources/AppRoot/AppRoot.docc"
    let articleNames = try FileManager.default.contentsOfDirectory(
      atPath: testTargetURL("../../" + articles).path)
    let guides =
      [
        "README.md", "Modules/Runtime/Sources/Runtime/Runtime.docc/SeedConcepts.md",
        "Modules/Runtime/README.md",
      ]
      + articleNames.filter { $0.hasSuffix(".md") }.map { articles + "/" + $0 }
    for guide in guides {
      let text = try Self.text(guide)
      for phrase in ["shared seed notes", "shared/seeds", "seed notes teach"] {
        #expect(!text.contains(phrase), "\(guide) says \"\(phrase)\"")
      }
    }
  }
}
