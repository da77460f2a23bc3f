import Foundation
import Testing

/// Every relative link in the project's guides (the root README, BENCHMARKS.md, each module's
/// README and the DocC articles) names a file that exists, so the concept map cannot point at
/// code that moved.
@Suite struct GuideLinkTests {
  private static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  static let guides: [String] = {
    let modules =
      (try? FileManager.default.contentsOfDirectory(
        atPath: root.appendingPathComponent("Modules").path)) ?? []
    let articles =
      FileManager.default.enumerator(atPath: root.appendingPathComponent("Modules").path)?
      .compactMap { $0 as? String }
      .filter { $0.contains(".docc/") && $0.hasSuffix(".md") }
      .map { "Modules/\($0)" } ?? []
    return ["README.md", "BENCHMARKS.md"] + modules.sorted().map { "Modules/\($0)/README.md" }
      + articles.sorted()
  }()

  @Test(arguments: guides)
  func everyRelativeLinkNamesAFile(guide: String) throws {
    let url = Self.root.appendingPathComponent(guide)
    let text = try String(contentsOf: url, encoding: .utf8)
    let links = text.matches(of: /\]\(([^)#\s]+)(#[^)]*)?\)/).map { String($0.output.1) }
    for link in links where !link.contains("://") {
      let target = url.deletingLastPathComponent().appendingPathComponent(link).standardized
      #expect(
        FileManager.default.fileExists(atPath: target.path), "\(guide) links to missing \(link)")
    }
  }

  @Test func theGuidesAreFound() {
    #expect(Self.guides.count >= 18)
  }
}
