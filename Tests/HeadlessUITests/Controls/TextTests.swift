import HeadlessUI
import RuntimeTesting
import Testing

@MainActor
@Suite struct TextTests {
  @Test func rendersOneLinePerText() {
    let host = ViewHost(
      VStack {
        Text("Hello")
        Text(verbatim: "Updated a minute ago").font(.caption).foregroundColor(.secondary)
      }
    )
    #expect(host.screen == "Hello\nUpdated a minute ago")
    let caption = host.tree.first { $0.label == "Updated a minute ago" }
    #expect(caption?.kind == .text)
    #expect(caption?.font == .caption)
    #expect(caption?.foregroundColor == .secondary)
    #expect(host.tree.first { $0.label == "Hello" }?.font == nil)
  }

  @Test func fontAppliesToEveryTextInside() {
    let host = ViewHost(
      VStack {
        Text("a")
        Text("b")
      }
      .font(.headline)
    )
    #expect(host.tree.children.first?.children.map(\.font) == [.headline, .headline])
  }

  @Test func multilineTextKeepsItsIndentation() {
    let host = ViewHost(Section("Notes") { Text("first\nsecond") })
    #expect(host.screen == "-- Notes --\n  first\n  second")
  }
}
