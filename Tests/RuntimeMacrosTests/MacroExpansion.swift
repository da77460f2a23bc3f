import SwiftDiagnostics
import SwiftParser
import SwiftSyntax
import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacros
import Testing

/// Expands `macros` (by attribute name) in `source`, as the compiler would, and returns the
/// expanded source and the diagnostics the macros reported (`line:column: severity: message`,
/// each fix-it on a line of its own below).
func expand(
  _ source: String, macros: [String: MacroSpec]
) -> (source: String, diagnostics: [String]) {
  let file = Parser.parse(source: source)
  let context = BasicMacroExpansionContext(
    sourceFiles: [file: .init(moduleName: "TestModule", fullFilePath: "Test.swift")])
  let expanded = file.expand(macroSpecs: macros, contextGenerator: { _ in context })
  let converter = SourceLocationConverter(fileName: "Test.swift", tree: file)
  let diagnostics = context.diagnostics.map { diagnostic in
    let location = diagnostic.location(converter: converter)
    let severity =
      switch diagnostic.diagMessage.severity {
      case .error: "error"
      case .warning: "warning"
      case .note: "note"
      case .remark: "remark"
      @unknown default: "\(diagnostic.diagMessage.severity)"
      }
    let fixIts = diagnostic.fixIts.map { "\n  fix-it: \($0.message.message)" }.joined()
    return "\(location.line):\(location.column): \(severity): \(diagnostic.message)\(fixIts)"
  }
  return (expanded.description, diagnostics)
}

/// Checks that `macros` expand `source` to `expected` (ignoring blank lines and each line's
/// trailing spaces) and report exactly `diagnostics`.
func assertExpansion(
  of source: String,
  macros: [String: MacroSpec],
  is expected: String,
  diagnostics expectedDiagnostics: [String] = [],
  sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
  let (expanded, diagnostics) = expand(source, macros: macros)
  #expect(normalized(expanded) == normalized(expected), sourceLocation: sourceLocation)
  #expect(diagnostics == expectedDiagnostics, sourceLocation: sourceLocation)
}

private func normalized(_ source: String) -> String {
  source.split(separator: "\n", omittingEmptySubsequences: false)
    .map { line in String(line.reversed().drop(while: \.isWhitespace).reversed()) }
    .filter { !$0.isEmpty }
    .joined(separator: "\n")
}
