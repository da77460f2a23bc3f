import Foundation
import TestSupport
import Testing

/// A place name a server sends reaches the terminal escaped through Tab completion: the live
/// weather client fetches it from a loopback server, and the prompt lists and inserts it with
/// its bidirectional override shown as `\u{202e}`, never as the character itself.
@Suite(.serialized) struct PromptTabLivePlaceNameTests {
  private static let hostileName = "Gnp\u{202E}exe.txt"

  private static let geocoding = """
    {"results":[{"id":1,"name":"\(hostileName)","latitude":1.5,"longitude":2.5,\
    "country":"Nowhere"},{"id":2,"name":"Gnome","latitude":3.5,"longitude":4.5,"country":"Elsewhere"}]}
    """

  @Test func aServersPlaceNameIsListedAndInsertedEscaped() async throws {
    let server = try LoopbackHTTPServer(routes: ["/v1/search": .json(Self.geocoding)])
    defer { server.stop() }
    let state = try TemporaryDirectory()
    let run = try TerminalRun(
      ["repl", "--deps", "live"], stateFolder: state.path,
      environment: [
        "OPEN_METEO_GEOCODING_URL": server.url("/v1/search").absoluteString,
        "OPEN_METEO_FORECAST_URL": server.url("/v1/forecast").absoluteString,
      ], columns: 200)
    #expect(await run.waitForPrompt(), run.outputTail)
    for line in [
      #"type "Email" "blob@example.com""#, #"type "Password" "correct-horse""#, #"tap "Log in""#,
      "settle", #"type "Search" "Gn""#, "settle",
    ] {
      run.type(line + "\r")
      #expect(await run.waitForPrompt(), run.outputTail)
    }
    #expect(server.requests.map(\.path) == ["/v1/search"])

    // Two places start with "Gn": Tab lists both.
    run.type(#"tap "Gn"# + "\t")
    #expect(await run.waitFor(#"Gnp\u{202e}exe.txt, Nowhere"#), run.outputTail)
    // One starts with "Gnp": Tab inserts it, drawn escaped.
    run.type("p\t")
    #expect(await run.waitFor(#"app> tap "Gnp\u{202e}exe.txt, Nowhere" "#), run.outputTail)
    #expect(!run.output.contains("\u{202E}"), run.outputTail)
    run.type("\u{3}")
    #expect(await run.quitWithCtrlD() == 0, run.outputTail)
  }
}
