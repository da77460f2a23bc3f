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

  /// The DOM of the page at `path` (with `fragment`, such as `#step-12`) after its first
  /// render, as the browser serializes it.
  func dom(ofPage path: String, fragment: String = "") throws -> String {
    let url = URL(fileURLWithPath: path).absoluteString + fragment
    // Each load has its own profile, so that loads at the same time do not share one.
    let profile = try TemporaryDirectory()
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = [
      "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--mute-audio",
      "--user-data-dir=" + profile.path,
      "--dump-dom", url,
    ]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw BrowserError.failed(status: process.terminationStatus)
    }
    return String(decoding: data, as: UTF8.self)
  }
}

/// Why the browser did not give a page's DOM.
enum BrowserError: Error {
  case failed(status: Int32)
}
