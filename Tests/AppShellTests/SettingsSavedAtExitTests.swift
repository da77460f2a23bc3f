import AppEngine
import AppShell
import Foundation
import Runtime
import TestSupport
import Testing

/// A live session whose last steps change a setting exits only once the settings file is
/// written: run as its own process, again and again, the app never loses the change and never
/// leaves a temporary file beside the settings file.
@Suite(.serialized) struct SettingsSavedAtExitTests {
  /// How many times each ending is run: before the fix, 30 runs of a dismiss as the last step
  /// lost the change 4 or 5 times.
  private static let runs = 60

  private static let logInAndOpenSettings = [
    #"type "Email" "blob@example.com""#, #"type "Password" "correct-horse""#, #"tap "Log in""#,
    "settle", #"tap "Settings""#,
    // The sheet loads the settings file first; a change typed before that answers could fail
    // on a slow machine (a sanitizer run), which is not what this test is about.
    "settle",
  ]

  @Test(arguments: [
    (#"type "Display name" "Name2""#, "dismiss"),
    // The change's own save, 500 ms later, is the one the end of the session runs.
    (#"toggle "Protect my posts" on"#, "screen"),
  ])
  func theLastChangeIsWrittenBeforeTheAppExits(change: String, lastStep: String) throws {
    let expected =
      change.hasPrefix("type") ? #""displayName" : "Name2""# : #""protectMyPosts" : true"#
    var lost: [String] = []
    for run in 1...Self.runs {
      let directory = try TemporaryDirectory()
      let script = try directory.write(
        (Self.logInAndOpenSettings + [change, lastStep]).joined(separator: "\n") + "\n",
        to: "last-step.script")
      let settings = directory.url.appendingPathComponent("config", isDirectory: true)
      let (status, errors) = try runApp(
        ["run", script, "--deps", "live", "--quiet"],
        environment: [
          "SHOWCASE_SETTINGS_FILE": settings.appendingPathComponent("settings.json").path
        ])
      #expect(status == 0, "run \(run): \(errors)")
      let names =
        (try? FileManager.default.contentsOfDirectory(atPath: settings.path).sorted()) ?? []
      let written =
        (try? String(
          contentsOfFile: settings.appendingPathComponent("settings.json").path, encoding: .utf8))
        ?? ""
      if !written.contains(expected) || names != [".settings.json.lock", "settings.json"] {
        lost.append("run \(run): \(names)")
      }
    }
    #expect(lost == [], "\(lost.count) of \(Self.runs) runs lost the change or left a file")
  }

  /// A write that does not finish within the wait's limit (a disk that hangs) does not hold
  /// the exit forever: the app exits and says how many writes did not finish.
  @MainActor
  @Test func anExitThatStopsWaitingSaysSo() async {
    let fileWrites = FileWriteTracker()
    let write = fileWrites.begin()
    let result = await withDependencies {
      $0.fileWrites = fileWrites
      $0.continuousClock = ImmediateClock()
    } operation: {
      await runCommand(["run", "-"], input: ["screen"], definition: .showcase)
    }
    #expect(result.status == 0)
    #expect(
      result.errorOutput
        == "app: warning: 1 file write(s) did not finish within 30s; those files may keep "
        + "their old contents\n")
    write.end()
  }

  /// Haptic feedback lives in the user's defaults, not in the settings file: a live run turns
  /// it off, and the next launch, another process, starts with it off. The home folder is a
  /// temporary one, so that the runs keep their defaults there.
  @Test func hapticFeedbackTurnedOffIsOffAtTheNextLaunch() throws {
    let directory = try TemporaryDirectory()
    let environment = [
      "HOME": directory.path,
      "XDG_CONFIG_HOME": directory.url.appendingPathComponent("config").path,
      "XDG_DATA_HOME": directory.url.appendingPathComponent("data").path,
      "SHOWCASE_SETTINGS_FILE": directory.url.appendingPathComponent("settings.json").path,
    ]
    let turnOff = try directory.write(
      (Self.logInAndOpenSettings + [#"toggle "Haptic feedback" off"#]).joined(separator: "\n")
        + "\n",
      to: "turn-off.script")
    let first = try runApp(["run", turnOff, "--deps", "live", "--quiet"], environment: environment)
    #expect(first.status == 0, "\(first.errors)")

    let check = try directory.write(
      (Self.logInAndOpenSettings + [
        "expect loggedIn.destination.settings.isHapticFeedbackEnabled == false"
      ]).joined(separator: "\n") + "\n",
      to: "check.script")
    let next = try runApp(["run", check, "--deps", "live", "--quiet"], environment: environment)
    #expect(next.status == 0, "\(next.errors)")
    // The settings file, written only when a setting it holds changed, never holds it.
    let settingsFile = (try? directory.read("settings.json")) ?? ""
    #expect(!settingsFile.contains("isHapticFeedbackEnabled"))
  }

  /// Runs the app with `arguments`, and `environment` added to this process's, and returns its
  /// exit status and what it wrote to standard error.
  private func runApp(
    _ arguments: [String], environment: [String: String]
  ) throws -> (status: Int32, errors: String) {
    let process = Process()
    process.executableURL = BuiltApp.url
    process.arguments = arguments
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    process.standardOutput = FileHandle.nullDevice
    let errors = Pipe()
    process.standardError = errors
    try process.run()
    let written = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: written, as: UTF8.self))
  }
}
