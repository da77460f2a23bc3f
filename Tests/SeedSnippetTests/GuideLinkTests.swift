import Foundation
import Testing

/// Every relative link in the project's guides (the root README, BENCHMARKS.md, each module's
/// README and the DocC articles) names a file that exists, and so does every Swift file a guide
/// names in code (`Store/StoreCore.swift`, `Effect.swift`), so the concept map and the walks
/// through the code cannot point at code that moved.
@Suite struct GuideLinkTests {
  /// The repository's root folder.
  static let root = URL(fileURLWithPath: #filePath)
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

  /// The Swift files of the project, as paths from the repository's root.
  static let swiftFiles: [String] = {
    ["Modules", "Tests"].flatMap { folder in
      (FileManager.default.enumerator(atPath: root.appendingPathComponent(folder).path)?
        .compactMap { $0 as? String }
        .filter { $0.hasSuffix(".swift") }
        .map { "\(folder)/\($0)" }) ?? []
    }
  }()

  /// A file named in code (`` `Store/StoreCore.swift` ``) is a path that ends one of the
  /// project's files: from the repository's root, from the guide's folder, or the last
  /// components of a path in a module, as the guides write them.
  @Test(arguments: guides)
  func everySwiftFileNamedInCodeExists(guide: String) throws {
    let url = Self.root.appendingPathComponent(guide)
    let text = try String(contentsOf: url, encoding: .utf8)
    let names = text.matches(of: /`([A-Za-z0-9_.\/+-]+\.swift)`/).map { String($0.output.1) }
    for name in names where name != "Package.swift" {
      let fromGuide = url.deletingLastPathComponent().appendingPathComponent(name).standardized
      let exists =
        FileManager.default.fileExists(atPath: fromGuide.path)
        || Self.swiftFiles.contains { $0 == name || $0.hasSuffix("/" + name) }
      #expect(exists, "\(guide) names \(name), which no file of the project is")
    }
  }

  @Test func aSwiftFileThatMovedIsNotFound() {
    #expect(Self.swiftFiles.contains { $0.hasSuffix("/Store/StoreCore.swift") })
    #expect(!Self.swiftFiles.contains { $0.hasSuffix("/Internal/StoreCore.swift") })
  }

  @Test func theGuidesAreFound() {
    #expect(Self.guides.count >= 18)
  }
}
