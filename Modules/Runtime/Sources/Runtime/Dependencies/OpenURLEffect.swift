import Foundation

/// A dependency that opens a URL in the system's browser or the app that handles it, as
/// TCA's `@Dependency(\.openURL)` does.
///
/// ```swift
/// @Dependency(\.openURL) var openURL
///
/// case .learnMoreButtonTapped:
///   return .run { _ in await openURL(URL(string: "https://www.pointfree.co")!) }
/// ```
///
/// Live, on Linux, it hands the URL to `xdg-open`, the desktop's opener. In tests it reports an
/// issue and opens nothing until a test sets it: `$0.openURL = OpenURLEffect { _ in true }`.
/// Previews open nothing.
public struct OpenURLEffect: Sendable {
  private let handler: @Sendable (URL) async -> Bool

  /// Creates an effect that opens a URL with `handler`, which says whether it was opened.
  public init(handler: @escaping @Sendable (URL) async -> Bool) {
    self.handler = handler
  }

  /// Opens `url`; returns whether it was opened.
  @discardableResult
  public func callAsFunction(_ url: URL) async -> Bool {
    await handler(url)
  }
}

extension DependencyValues {
  /// Opens URLs outside the app.
  public var openURL: OpenURLEffect {
    get { self[OpenURLKey.self] }
    set { self[OpenURLKey.self] = newValue }
  }
}

private enum OpenURLKey: DependencyKey {
  static let liveValue = OpenURLEffect { url in
    await openWithDesktopOpener(url)
  }
  static let previewValue = OpenURLEffect { _ in false }
  static let testValue = OpenURLEffect { url in
    reportIssue(
      "The \"openURL\" dependency has no test value: \(url.absoluteString) was to be opened. "
        + "Set \"openURL\" in the test's dependencies.")
    return false
  }
}

/// Runs `xdg-open URL` and says whether it succeeded; `false` where there is no `xdg-open`.
private func openWithDesktopOpener(_ url: URL) async -> Bool {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
  process.arguments = ["xdg-open", url.absoluteString]
  process.standardOutput = FileHandle.nullDevice
  process.standardError = FileHandle.nullDevice
  return await withCheckedContinuation { continuation in
    process.terminationHandler = { continuation.resume(returning: $0.terminationStatus == 0) }
    do {
      try process.run()
    } catch {
      process.terminationHandler = nil
      continuation.resume(returning: false)
    }
  }
}
