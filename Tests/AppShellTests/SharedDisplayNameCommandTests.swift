import AppEngine
import AppShell
import Foundation
import TestSupport
import Testing

/// The display name, one `@Shared` value with three holders, as the app's tools show it:
/// `explain` lists the holders, `trace` and the transcript show a write with every holder that
/// sees it, and an emitted test asserts a change only a shared value made.
@MainActor
@Suite struct SharedDisplayNameCommandTests {
  @Test func explainListsEveryHolderOfTheName() async {
    let result = await runCommand(
      ["run", "-"],
      input: ScriptLines.logIn + [
        #"tap "Settings""#, "explain",
      ],
      definition: .showcase)
    #expect(result.status == 0)
    #expect(
      result.output.contains(
        """
          shared values:
            "Blob", held by:
              HomeFeature.State.displayName at loggedIn.displayName
              AccountFeature.State.displayName at loggedIn.account.displayName (reads)
              SettingsFeature.State.savedDisplayName at loggedIn.destination.settings.savedDisplayName
        """))
  }

  /// The JSON form has a `shared` member, and the Mermaid form a node for each shared value.
  @Test func explainsOtherFormatsListTheHoldersToo() async throws {
    let json = await runCommand(
      ["run", "-", "--quiet"], input: ScriptLines.logIn + ["explain json"],
      definition: .showcase)
    #expect(json.status == 0)
    let line = try #require(json.output.split(separator: "\n").first { $0.hasPrefix("{") })
    let tree = try #require(
      try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
    let shared = try #require(tree["shared"] as? [[String: Any]])
    #expect(shared.count == 1)
    #expect(shared.first?["value"] as? String == #""Blob""#)
    let holders = try #require(shared.first?["holders"] as? [[String: Any]])
    #expect(
      holders.map { $0["path"] as? String } == [
        "loggedIn.displayName", "loggedIn.account.displayName",
      ])
    #expect(holders.map { $0["readsOnly"] as? Bool } == [false, true])

    let mermaid = await runCommand(
      ["run", "-", "--quiet"], input: ScriptLines.logIn + ["explain mermaid"],
      definition: .showcase)
    #expect(
      mermaid.output.contains(
        "  shared0[(\"#quot;Blob#quot;<br/>HomeFeature.State.displayName at loggedIn.displayName"
          + "<br/>AccountFeature.State.displayName at loggedIn.account.displayName (reads)\")]"))
  }

  @Test func aTraceShowsTheWriteAndEveryHolderThatSeesIt() async {
    let result = await runCommand(
      ["run", "-"],
      input: ScriptLines.logIn + [
        #"tap "Settings""#,
        #"trace loggedIn.destination.presented.settings.binding(displayName: "Blobby")"#,
      ],
      definition: .showcase)
    #expect(result.status == 0)
    #expect(
      result.output.contains(
        """
                  Reduce changed a shared value:
                    - "Blob"
                    + "Blobby"
                    seen by HomeFeature.State.displayName at loggedIn.displayName
                    seen by AccountFeature.State.displayName at loggedIn.account.displayName (reads)
                    seen by SettingsFeature.State.savedDisplayName at loggedIn.destination.settings.savedDisplayName
        """))
  }

  /// The transcript shows the change in the action that made it, though the state before and
  /// after it hold the same shared value.
  @Test func theTranscriptShowsTheChangeInTheActionThatMadeIt() async {
    let result = await runCommand(
      ["run", "-"],
      input: ScriptLines.logIn + [
        #"tap "Settings""#, #"type "Display name" "Blobby""#,
      ],
      definition: .showcase)
    #expect(result.status == 0)
    let typed = result.output.components(separatedBy: #"> type "Display name""#).last ?? ""
    #expect(typed.contains("-     displayName: \"Blob\",\n+     displayName: \"Blobby\","))
    #expect(
      typed.contains(
        "-         savedDisplayName: \"Blob\",\n+         savedDisplayName: \"Blobby\","))
  }

  /// A rename changes nothing but the row's shared nickname; the emitted test asserts it.
  @Test func anEmittedTestAssertsAChangeOnlyASharedValueMade() async throws {
    let directory = try TemporaryDirectory()
    let path = directory.file("rename.jsonl")
    let script =
      ScriptLines.logIn + [
        #"type "Search" "Seoul""#, "advance 300ms", "settle",
        #"tap "Seoul, South Korea""#, "settle", #"tap "Add to favorites""#, "settle",
        #"tap "Seoul""#, #"tap "Rename""#, #"type "Nickname" "Home""#, #"tap "Save""#,
        "advance 1ms",
      ]
    let run = await runCommand(
      ["run", "-", "--record", path], input: script, definition: .showcase)
    #expect(run.status == 0, "\(run.errorOutput)")
    let emitted = await runCommand(["replay", path, "--emit-test"], definition: .showcase)
    #expect(emitted.status == 0)
    #expect(
      emitted.output.contains(
        """
        await store.receive(.loggedIn(.destination(.presented(.rename(.delegate(.nicknameChanged(id: 1835848, nickname: "Home"))))))) {
              $0.modify(\\.loggedIn) {
                $0.favorites[id: 1835848]?.$nickname.withLock { $0 = "Home" }
              }
            }
        """))
  }
}
