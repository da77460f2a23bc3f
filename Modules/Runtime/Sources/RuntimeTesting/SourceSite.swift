/// Where in a test an assertion was written.
struct SourceSite {
  let fileID: String
  let filePath: String
  let line: Int
  let column: Int

  init(fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
    self.fileID = "\(fileID)"
    self.filePath = "\(filePath)"
    self.line = Int(line)
    self.column = Int(column)
  }

  init(_ origin: (fileID: String, filePath: String, line: Int, column: Int)) {
    self.fileID = origin.fileID
    self.filePath = origin.filePath
    self.line = origin.line
    self.column = origin.column
  }
}
