import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// The `app` executable run on a pseudo-terminal, as a person at a terminal runs it: keys are
/// typed into the terminal and what the app draws is read back from it.
final class TerminalRun {
  /// The `app` executable built beside this test bundle.
  static var app: URL {
    URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent("app")
  }

  /// How long a wait lasts in real time: generous, for the sanitizer builds on a busy machine.
  static let patience: TimeInterval = 60

  private let process = Process()
  private let controller: Int32
  /// Everything the app wrote to the terminal so far.
  private(set) var output = ""
  /// The end of ``output``, escaped, for a failure message.
  var outputTail: Comment { Comment(rawValue: String(output.suffix(600)).debugDescription) }
  /// The end of the text the last successful ``waitFor(_:)`` matched.
  private var matched: String.Index

  /// Starts `app` with `arguments` on a new pseudo-terminal, its history under `stateFolder`.
  init(_ arguments: [String], stateFolder: String) throws {
    matched = output.startIndex
    controller = open("/dev/ptmx", O_RDWR | O_NOCTTY)
    guard controller >= 0, let name = Self.unlockedTerminalName(of: controller) else {
      throw POSIXError(.ENXIO)
    }
    let terminal = open(name, O_RDWR | O_NOCTTY)
    guard terminal >= 0 else { throw POSIXError(.ENXIO) }
    let handle = FileHandle(fileDescriptor: terminal, closeOnDealloc: true)
    process.executableURL = Self.app
    process.arguments = arguments
    var environment = ProcessInfo.processInfo.environment
    environment["XDG_STATE_HOME"] = stateFolder
    environment["NO_COLOR"] = "1"
    process.environment = environment
    process.standardInput = handle
    process.standardOutput = handle
    process.standardError = handle
    try process.run()
  }

  /// The path of the terminal side of the pseudo-terminal `controller` opened, unlocked for
  /// opening. Glibc's module does not import `grantpt`, `unlockpt` and `ptsname_r` (they need
  /// `_XOPEN_SOURCE`), so they are looked up by name.
  private static func unlockedTerminalName(of controller: Int32) -> String? {
    typealias Operation = @convention(c) (Int32) -> Int32
    typealias Name = @convention(c) (Int32, UnsafeMutablePointer<CChar>, Int) -> Int32
    guard let grant = dlsym(nil, "grantpt"), let unlock = dlsym(nil, "unlockpt"),
      let name = dlsym(nil, "ptsname_r"),
      unsafeBitCast(grant, to: Operation.self)(controller) == 0,
      unsafeBitCast(unlock, to: Operation.self)(controller) == 0
    else { return nil }
    var buffer = [CChar](repeating: 0, count: 128)
    guard unsafeBitCast(name, to: Name.self)(controller, &buffer, buffer.count) == 0 else {
      return nil
    }
    return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  deinit {
    if process.isRunning { process.terminate() }
    close(controller)
  }

  /// Types `keys` as the terminal sends them: `\u{1B}[A` is Up, `\t` Tab, `\r` Enter,
  /// `\u{03}` Ctrl-C.
  func type(_ keys: String) {
    _ = keys.utf8CString.withUnsafeBufferPointer { buffer in
      write(controller, buffer.baseAddress, buffer.count - 1)
    }
  }

  /// Reads what the app draws until it has drawn `text` after what earlier waits matched (in
  /// real time, at most ``patience``); whether it did.
  @discardableResult
  func waitFor(_ text: String) async -> Bool {
    let deadline = Date().addingTimeInterval(Self.patience)
    while Date() < deadline {
      if let match = output[matched...].range(of: text) {
        matched = match.upperBound
        return true
      }
      if !readAvailable() { try? await Task.sleep(for: .milliseconds(10)) }
    }
    return false
  }

  /// Waits until the prompt is drawn afresh, ready for the next line: keys typed while a
  /// command runs would meet the terminal out of raw mode.
  @discardableResult
  func waitForPrompt() async -> Bool {
    await waitFor("\rapp> \u{1B}[K")
  }

  /// Waits for the app to exit (at most ``patience``) and returns its status; `nil` if it did
  /// not.
  func exitStatus() async -> Int32? {
    let deadline = Date().addingTimeInterval(Self.patience)
    while process.isRunning && Date() < deadline {
      _ = readAvailable()
      try? await Task.sleep(for: .milliseconds(10))
    }
    guard !process.isRunning else { return nil }
    process.waitUntilExit()
    _ = readAvailable()
    return process.terminationStatus
  }

  /// Reads what the terminal holds now; whether there was anything.
  private func readAvailable() -> Bool {
    var descriptor = pollfd(fd: controller, events: Int16(POLLIN), revents: 0)
    guard poll(&descriptor, 1, 0) > 0 else { return false }
    var chunk = [UInt8](repeating: 0, count: 4096)
    let count = chunk.withUnsafeMutableBytes { read(controller, $0.baseAddress, $0.count) }
    guard count > 0 else { return false }
    output += String(decoding: chunk[..<count], as: UTF8.self)
    return true
  }
}
