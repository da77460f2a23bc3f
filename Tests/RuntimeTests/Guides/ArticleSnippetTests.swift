import Foundation
import Testing

/// Every Swift block of the DocC articles is code the project compiles: its lines (ignoring
/// indentation and blank lines) appear in that order in one Swift file under `Modules/` or
/// `Tests/`, most in `ArticleSnippets.swift`, where they run.
@Suite struct ArticleSnippetTests {
  private static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// The files under `folder` (relative to the repository) whose names end with `suffix`.
  private static func files(under folder: String, endingWith suffix: String) -> [URL] {
    let base = root.appendingPathComponent(folder)
    let paths = FileManager.default.enumerator(atPath: base.path)?.allObjects as? [String] ?? []
    return paths.filter { $0.hasSuffix(suffix) }.sorted().map { base.appendingPathComponent($0) }
  }

  static let articles = files(under: "Modules", endingWith: ".md")
    .filter { $0.path.contains(".docc/") }
    .map { $0.path.replacingOccurrences(of: root.path + "/", with: "") }

  /// The lines of `text` without indentation, blank lines left out.
  private static func significantLines(_ text: some StringProtocol) -> [String] {
    text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty }
  }

  /// The Swift blocks of a Markdown text.
  static func swiftBlocks(in markdown: String) -> [[String]] {
    var blocks: [[String]] = []
    var current: [String]?
    for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
      if current == nil, line.trimmingCharacters(in: .whitespaces) == "```swift" {
        current = []
      } else if let block = current, line.trimmingCharacters(in: .whitespaces) == "```" {
        blocks.append(Self.significantLines(block.joined(separator: "\n")))
        current = nil
      } else {
        current?.append(String(line))
      }
    }
    return blocks
  }

  private static let sources: [[String]] =
    (files(under: "Modules", endingWith: ".swift")
    + files(under: "Tests", endingWith: ".swift"))
    .compactMap { try? String(contentsOf: $0, encoding: .utf8) }
    .map { significantLines($0) }

  @Test func theArticlesAreFound() {
    #expect(Self.articles.count >= 7)
  }

  @Test(arguments: articles)
  func everySwiftBlockIsCompiledCode(article: String) throws {
    let markdown = try String(
      contentsOf: Self.root.appendingPathComponent(article), encoding: .utf8)
    for block in Self.swiftBlocks(in: markdown) {
      let found = Self.sources.contains { lines in
        lines.count >= block.count
          && (0...(lines.count - block.count)).contains {
            lines[$0..<$0 + block.count].elementsEqual(block)
          }
      }
      #expect(
        found, "\(article): this block is in no Swift file:\n\(block.joined(separator: "\n"))")
    }
  }

  @Test func blocksAreReadFromTheirFences() {
    let markdown = "Text\n\n```swift\n  let a = 1\n\n  let b = 2\n```\n\n```text\nno\n```\n"
    #expect(Self.swiftBlocks(in: markdown) == [["let a = 1", "let b = 2"]])
  }
}
