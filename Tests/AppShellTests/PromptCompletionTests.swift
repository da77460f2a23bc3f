import AppShell
import Testing

/// Tab after `tap`, `type`, `toggle`, `select`, `longpress`, `drag`, `increment` and
/// `decrement` offers only the labels of the controls that command drives, and after
/// `select "<picker>" ` that picker's options.
@Suite struct PromptCompletionTests {
  private static let completion = PromptCompletion(
    controls: [
      .init(label: "Email", kind: .textField), .init(label: "Password", kind: .secureField),
      .init(label: "Log in", kind: .button), .init(label: "Account", kind: .navigationLink),
      .init(label: "Haptic feedback", kind: .toggle),
      .init(label: "Digest", kind: .picker, options: ["Daily", "Weekly", "Off"]),
      .init(label: "Radius", kind: .stepper),
      .init(label: "Hold to reset", kind: .gesture),
    ],
    actionType: Never.self)

  private static func complete(_ line: String) -> (start: Int, candidates: [String]) {
    completion.candidates(for: line, cursor: line.count)
  }

  @Test func eachCommandOffersTheControlsItDrives() {
    #expect(
      Self.complete("tap ").candidates == [#""Log in" "#, #""Account" "#, #""Hold to reset" "#])
    #expect(Self.complete("type ").candidates == [#""Email" "#, #""Password" "#])
    #expect(Self.complete("toggle ").candidates == [#""Haptic feedback" "#])
    #expect(Self.complete("select ").candidates == [#""Digest" "#])
    #expect(Self.complete(#"tap "E"#).candidates == [])
    #expect(Self.complete(#"type "P"#) == (5, [#""Password" "#]))
  }

  @Test func gesturesAndSteppersOfferTheirViews() {
    #expect(Self.complete("longpress ").candidates == [#""Hold to reset" "#])
    #expect(Self.complete("drag ").candidates == [#""Hold to reset" "#])
    #expect(Self.complete("increment ").candidates == [#""Radius" "#])
    #expect(Self.complete("decrement ").candidates == [#""Radius" "#])
    #expect(Self.complete("long") == (0, ["longpress "]))
    #expect(Self.complete("ch") == (0, ["choose "]))
    #expect(Self.complete("delete ").candidates == [])
  }

  @Test func aPickersOptionsFollowItsLabel() {
    #expect(Self.complete(#"select "Digest" "#) == (16, [#""Daily" "#, #""Weekly" "#, #""Off" "#]))
    #expect(Self.complete(#"select "Digest" "W"#) == (16, [#""Weekly" "#]))
    #expect(Self.complete(#"select "Digest" "Weekly" "#).candidates == [])
    #expect(Self.complete(#"select "Radius" "#).candidates == [])
  }
}
