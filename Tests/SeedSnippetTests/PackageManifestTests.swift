import Foundation
import Testing

/// What `Package.swift` must keep for a clean build to stay in its budget.
@Suite struct PackageManifestTests {
  private static let manifest = GuideLinkTests.root.appendingPathComponent("Package.swift")

  /// No test target depends on a macro target: SwiftPM would build that test target, every
  /// test target linked with it and the modules they use for the host, a second time beside
  /// the build the executables need (the macros guide, Macros.md, says so).
  @Test func noTestTargetDependsOnAMacroTarget() throws {
    let text = try String(contentsOf: Self.manifest, encoding: .utf8)
    let macros = text.matches(of: /\.macro\(\s*name: "(\w+)"/).map { String($0.output.1) }
    #expect(macros == ["RuntimeMacros"])
    let testTargets = text.matches(
      of: /\.testTarget\(\s*name: "(\w+)",\s*dependencies: \[([^\]]*)\]/)
    #expect(testTargets.count >= 10)
    for testTarget in testTargets {
      let dependencies = testTarget.output.2.matches(of: /"(\w+)"/).map { String($0.output.1) }
      #expect(
        Set(dependencies).isDisjoint(with: macros),
        "\(testTarget.output.1) depends on a macro target: \(dependencies)")
    }
  }
}
