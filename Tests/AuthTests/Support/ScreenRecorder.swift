import Auth
import HeadlessUI
import RuntimeTesting

/// Drives a ``ViewHost`` by label and keeps every screen it showed, so that a test can check
/// what was ever on screen (secrets must never be).
@MainActor
final class ScreenRecorder {
  let host: ViewHost
  private(set) var screens: [String]

  init(_ host: ViewHost) {
    self.host = host
    self.screens = [host.screen]
  }

  /// The current screen.
  var screen: String { host.screen }

  func type(_ label: String, _ text: String) throws(ViewHostError) {
    try host.type(label, text)
    record()
  }

  func tap(_ label: String) throws(ViewHostError) {
    try host.tap(label)
    record()
  }

  func dismiss() throws(ViewHostError) {
    try host.dismiss()
    record()
  }

  /// Waits until a request sleeps on `clock`, then records the screen it shows meanwhile;
  /// returns whether one ever did.
  func requestStarted(on clock: TestClock<Duration>) async -> Bool {
    guard await clock.waitForSleepers() else { return false }
    record()
    return true
  }

  /// Advances `clock` past the service's `latency` so the sleeping request answers, then
  /// yields until `isDone`; returns whether it became true.
  func answerRequest(
    on clock: TestClock<Duration>, latency: Duration, until isDone: () -> Bool
  ) async -> Bool {
    await clock.advance(by: latency)
    for _ in 0..<10_000 where !isDone() {
      await Task.yield()
    }
    record()
    return isDone()
  }

  /// Whether `secret` appears in any screen shown so far, outside the login screen's hint,
  /// which lists the demo accounts' passwords on purpose.
  func everShowed(_ secret: String) -> Bool {
    screens.contains { screen in
      DemoAccount.all.reduce(screen) { $0.replacingOccurrences(of: $1.hint, with: "") }
        .contains(secret)
    }
  }

  private func record() {
    screens.append(host.screen)
  }
}
