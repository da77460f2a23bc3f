import Foundation
import TestSupport
import Testing

/// A long paste at the terminal prompt is drawn once per read, not once per character: its
/// work grows with its length, not with its length times the redraws.
@Suite(.serialized) struct PromptPasteTests {
  @Test func aLongPasteIsRedrawnOncePerReadNotPerCharacter() async throws {
    let state = try TemporaryDirectory()
    let run = try TerminalRun(["repl"], stateFolder: state.path)
    #expect(await run.waitForPrompt())
    let pasteStarts = run.output.utf8.count
    // 50,000 characters, "0000 0001 ...", pasted 1,000 at a time (what the terminal's input
    // buffer takes at once); the app draws the line after each part is in.
    let items = (0..<10_000).map { String(repeating: "0", count: 4 - String($0).count) + "\($0) " }
    for part in stride(from: 0, to: items.count, by: 200) {
      run.type(items[part..<(part + 200)].joined())
      #expect(await run.waitFor(items[part + 199]), run.outputTail)
    }
    run.type("\r")
    #expect(await run.waitFor("error: line is too long (50000 characters"), run.outputTail)
    let drawn = String(decoding: run.output.utf8.dropFirst(pasteStarts), as: UTF8.self)
    let redraws = drawn.components(separatedBy: "\rapp> ").count - 1
    // One redraw per character would be 50,000; a read takes up to 256 bytes.
    #expect(redraws < 5_000, "\(redraws) redraws")
    #expect(await run.waitForPrompt())
    #expect(await run.quitWithCtrlD() == 0, run.outputTail)
  }
}
