import Testing

/// Where in a test an assertion was written, kept as the static strings the test frameworks
/// take: XCTest records a failure only at a `StaticString` file.
struct SourceSite: Sendable {
  let fileID: StaticString
  let filePath: StaticString
  let line: UInt
  let column: UInt

  /// The site of a call that only knows its `#fileID` and line, such as a runtime warning.
  init(fileID: StaticString, line: UInt) {
    self.init(fileID: fileID, filePath: fileID, line: line, column: 1)
  }

  init(fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
    self.fileID = fileID
    self.filePath = filePath
    self.line = line
    self.column = column
  }

  /// The same site as Swift Testing spells it.
  var sourceLocation: SourceLocation {
    SourceLocation(
      fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column))
  }
}
