import Runtime

/// Where an emitted test's steps come from, which its header and its names say: a recording
/// (`app replay FILE --emit-test`) or the shrunk steps of a failure that exploration found
/// (`app explore --emit-test FILE`).
enum EmittedTestOrigin {
  /// A recording at `path`, made by `version` of the app.
  case recording(path: String, version: String)
  /// The shrunk steps of the failure exploration from `seed` found: the invariant broken
  /// (`kind`, such as `runtime issue`) and its message.
  case exploration(seed: UInt64, kind: String, message: String)

  /// The invariant whose failures a `TestStore` reports itself, so that an emitted test of
  /// such a failure fails in the same place: an issue the runtime reports.
  static let failureATestStoreReports = SessionInvariant.noRuntimeIssue.rawValue

  /// The comment lines that head the test file.
  var header: [String] {
    switch self {
    case .recording(let path, let version):
      // Text from the recording goes into comments one line long: a newline in a file name
      // or a version would end the comment and let the rest run as code.
      return [
        "// Emitted by `app replay \(escapingControlCharacters(Self.fileName(path))) --emit-test` "
          + "from a recording of version \(escapingControlCharacters(version))."
      ]
    case .exploration(let seed, let kind, let message):
      let found = message.split(separator: "\n").prefix(3).map {
        "//   " + escapingControlCharacters(String($0))
      }
      let outcome =
        kind == Self.failureATestStoreReports
        ? [
          "// The test store reports the same issue, which the test expects as a known issue: once",
          "// the mistake is fixed, the issue is no longer reported and the test fails; then",
          "// remove `withKnownIssue` and keep the test.",
        ]
        : [
          "// A test store does not check this invariant itself: the test takes the same steps,",
          "// and is the place to add the assertion that fails (`app run --invariants` on the",
          "// shrunk script checks it).",
        ]
      return [
        "// Emitted by `app explore --seed \(seed) --emit-test` from the shrunk steps of the "
          + "failure it found (\(kind)):"
      ] + found + outcome
    }
  }

  /// The name of the test suite: `Replayed` and the recording's name (`login-2fa.jsonl` gives
  /// `ReplayedLogin2faTests`), or `ExploredSeed` and the seed.
  var suiteName: String {
    switch self {
    case .recording(let path, _):
      let base = Self.fileName(path).split(separator: ".").first.map(String.init) ?? "Recording"
      // Anything but an ASCII letter or digit separates words, so the name is always a Swift
      // identifier.
      let words = base.split { !$0.isASCII || (!$0.isLetter && !$0.isNumber) }
      let name = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
      return "Replayed\(name)Tests"
    case .exploration(let seed, _, _):
      return "ExploredSeed\(seed)Tests"
    }
  }

  /// The name of the test function.
  var testName: String {
    switch self {
    case .recording: "replaysTheRecording"
    case .exploration: "reproducesTheFailure"
    }
  }

  /// Whether the test's body runs inside `withKnownIssue`: the failure is one a test store
  /// reports.
  var expectsKnownIssue: Bool {
    guard case .exploration(_, let kind, _) = self else { return false }
    return kind == Self.failureATestStoreReports
  }

  private static func fileName(_ path: String) -> String {
    path.split(separator: "/").last.map(String.init) ?? path
  }
}
