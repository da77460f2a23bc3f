// A libFuzzer entry point for the prompt's line reading at a terminal: the bytes a terminal
// sends, decoded into keys (`KeyDecoder`) that edit a line (`LineEditor`) recalled from a
// history that may hold anything, completed with labels that may hold anything.
//
// libFuzzer supplies `main`, so this file is compiled with `-parse-as-library` and linked with
// `swiftc` against the instrumented AppShell module (built for testing, as debug builds are)
// and its dependencies:
//
//   Scripts/ci/fuzz-script-parser.sh 5000 AppShell Modules/AppRoot/Fuzz/Prompt/LineEditorFuzz.swift
//
// The input is a history (its lines, up to the first NUL byte) and then the keys typed. No
// input may crash, put the cursor outside the line, or draw a control character other than
// the redraw's own escape sequences.
@testable import AppShell

/// Decodes the keys after the first NUL, applies them to a line editor over the history
/// before it, and checks every redraw.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = UnsafeBufferPointer(start: data, count: size)
  let split = bytes.firstIndex(of: 0) ?? size
  let history = String(decoding: bytes[..<split], as: UTF8.self).split(separator: "\n")
    .map(String.init)
  var editor = LineEditor(history: history)
  var decoder = KeyDecoder()
  let labels = ["\u{1B}]52;c;eA==\u{07}", "Log in", "a\u{202E}b", "\u{9B}2J"] + history
  for byte in bytes.dropFirst(split) {
    guard let key = decoder.feed(byte) else { continue }
    switch editor.handle(key) {
    case .completing:
      let start = editor.text.prefix(editor.cursor).lastIndex(of: " ").map { $0 + 1 } ?? 0
      _ = editor.complete(labels, from: start)
    case .editing, .submitted, .cleared, .quit:
      break
    }
    precondition((0...editor.text.count).contains(editor.cursor), "the cursor left the line")
    for columns in [1, 20, 80] {
      checkRedraw(editor.rendering(prompt: "app> ", columns: columns))
    }
  }
  return 0
}

/// Stops the run when `redraw` holds a control character other than its own sequences: the
/// carriage return it starts with, clear to the end of the row, and moving the cursor back.
private func checkRedraw(_ redraw: String) {
  var rest = Substring(redraw)
  precondition(rest.first == "\r", "a redraw starts at the row's start")
  rest = rest.dropFirst()
  guard let clear = rest.range(of: "\u{1B}[K") else {
    preconditionFailure("a redraw clears the rest of its row")
  }
  let drawn = rest[..<clear.lowerBound]
  let after = rest[clear.upperBound...]
  precondition(
    !drawn.unicodeScalars.contains { isDrawnControl($0) }, "a control character was drawn raw")
  precondition(
    after.isEmpty || (after.hasPrefix("\u{1B}[") && after.hasSuffix("D")),
    "a redraw ends by moving the cursor back")
}

/// Whether `scalar` would act on a terminal: a C0 or C1 control or a bidirectional override.
/// Written out here rather than taken from the app's escaping, which is what it checks.
private func isDrawnControl(_ scalar: Unicode.Scalar) -> Bool {
  scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    || (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
}
