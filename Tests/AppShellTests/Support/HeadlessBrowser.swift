import Foundation
import TestSupport
import Testing

/// Headless Chromium, which loads a page from disk and prints its DOM after the page's
/// scripts ran (`chromium --headless --dump-dom`), for the tests that check a run report in a
/// real browser.
struct HeadlessBrowser {
  /// The names the browser's executable goes by: Debian's package, others, Google's build.
  static let names = ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"]

  /// The executable, found on `PATH`; `nil` where no browser is installed.
  static let executable: String? = {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for name in names {
      for directory in path.split(separator: ":") {
        let candidate = "\(directory)/\(name)"
        if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
      }
    }
    return nil
  }()

  /// Why the browser tests are skipped, as the test run prints it.
  static let skipReason: Comment = """
    no headless browser: install Debian's 'chromium' package (apt-get install chromium), \
    as .ci/run does, to check run reports in a real browser
    """

  let executable: String

  /// A page as the browser left it after its first render.
  struct LoadedPage {
    /// The page's DOM, serialized.
    let dom: PageDOM
    /// What the page wrote to the console, errors and uncaught exceptions included.
    let consoleMessages: [String]
  }

  /// The page at `path` (with `fragment`, such as `#step-12`) after its first render, and what
  /// it wrote to the console.
  func load(_ path: String, fragment: String = "") throws -> LoadedPage {
    let url = URL(fileURLWithPath: path).absoluteString + fragment
    // Each load has its own profile, so that loads at the same time do not share one.
    let profile = try TemporaryDirectory()
    let log = profile.file("browser.log")
    guard FileManager.default.createFile(atPath: log, contents: nil),
      let logHandle = FileHandle(forWritingAtPath: log)
    else { throw BrowserError.noLog }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = [
      "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--mute-audio",
      "--user-data-dir=" + profile.file("profile"), "--enable-logging=stderr", "--v=0",
      "--dump-dom", url,
    ]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = logHandle
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    try logHandle.close()
    guard process.terminationStatus == 0 else {
      throw BrowserError.failed(status: process.terminationStatus)
    }
    // Chromium logs each console message as `[...:INFO:CONSOLE:1] "message", source: ...`.
    let messages = try String(contentsOfFile: log, encoding: .utf8)
      .split(separator: "\n").filter { $0.contains(":CONSOLE") }.map(String.init)
    return LoadedPage(
      dom: PageDOM(text: String(decoding: data, as: UTF8.self)), consoleMessages: messages)
  }
}

/// Why the browser did not give a page's DOM.
enum BrowserError: Error {
  case failed(status: Int32)
  /// The file for the browser's log could not be made.
  case noLog
}
