#if !canImport(ObjectiveC)
  import Foundation

  /// A test failure as an `XCTExpectFailure` issue matcher sees it, for Linux XCTest, which has
  /// no issue type of its own.
  ///
  /// ```swift
  /// XCTExpectFailure { issue in
  ///   issue.compactDescription.hasPrefix("The action that arrived is not")
  ///     && issue.sourceCodeContext.location?.lineNumber == 42
  /// }
  /// ```
  public struct XCTIssue: Sendable {
    /// The failure's message, as the code that reported it wrote it.
    public var compactDescription: String
    /// Where the failure was reported.
    public var sourceCodeContext: XCTSourceCodeContext

    package init(compactDescription: String, sourceCodeContext: XCTSourceCodeContext) {
      self.compactDescription = compactDescription
      self.sourceCodeContext = sourceCodeContext
    }
  }

  /// Where in the source an ``XCTIssue`` was reported.
  ///
  /// ```swift
  /// let line = issue.sourceCodeContext.location?.lineNumber
  /// ```
  public struct XCTSourceCodeContext: Sendable {
    /// The file and line of the report, when one is known.
    public var location: XCTSourceCodeLocation?

    package init(location: XCTSourceCodeLocation?) {
      self.location = location
    }
  }

  /// A file and a line in it.
  ///
  /// ```swift
  /// let file = issue.sourceCodeContext.location?.fileURL.lastPathComponent
  /// ```
  public struct XCTSourceCodeLocation: Sendable {
    /// The file.
    public var fileURL: URL
    /// The line, counted from 1.
    public var lineNumber: Int

    package init(fileURL: URL, lineNumber: Int) {
      self.fileURL = fileURL
      self.lineNumber = lineNumber
    }
  }

  extension XCTIssue {
    /// The issue for `message` reported at `site`.
    init(_ message: String, at site: SourceSite) {
      self.init(
        compactDescription: message,
        sourceCodeContext: XCTSourceCodeContext(
          location: XCTSourceCodeLocation(
            fileURL: URL(fileURLWithPath: "\(site.filePath)"), lineNumber: Int(site.line))))
    }
  }
#endif
