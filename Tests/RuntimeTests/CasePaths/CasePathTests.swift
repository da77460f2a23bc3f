import RuntimeTesting
import Testing

private final class Reference: Sendable {
  let value: Int
  init(_ value: Int) { self.value = value }
}

private struct Oops: Error, Equatable {}

private enum Action: Equatable {
  case child(Ticker.Action)
  case row(id: Int, action: Ticker.Action)
  case named(String)
  case renamed(String)
  case onAppear
  case onDisappear
}

private indirect enum Tree: Equatable {
  case node(Int, Tree)
  case leaf
}

private enum Payloads {
  case failure(any Error)
  case reference(Reference)
  case pair(Int, String)
  case none
}

private enum Generic<Value> {
  case value(Value)
  case empty
}

@Suite struct CasePathTests {
  @Test func singlePayloadExtractAndEmbed() {
    let child = /Action.child
    #expect(child.extract(from: .child(.tick)) == .tick)
    #expect(child.extract(from: .child(.start)) == .start)
    #expect(child.extract(from: .onAppear) == nil)
    #expect(child.embed(.stop) == .child(.stop))
  }

  @Test func multiPayloadCasesUseTuples() {
    let row = /Action.row(id:action:)
    let extracted = row.extract(from: .row(id: 3, action: .tick))
    #expect(extracted?.0 == 3)
    #expect(extracted?.1 == .tick)
    #expect(row.extract(from: .child(.tick)) == nil)
    #expect(row.embed((4, .stop)) == .row(id: 4, action: .stop))
    #expect((/Action.row).extract(from: .row(id: 5, action: .start))?.0 == 5)
  }

  @Test func casesWithTheSamePayloadTypeStayApart() {
    let named = /Action.named
    let renamed = /Action.renamed
    #expect(named.extract(from: .named("a")) == "a")
    #expect(named.extract(from: .renamed("b")) == nil)
    #expect(renamed.extract(from: .renamed("b")) == "b")
    #expect(renamed.extract(from: .named("a")) == nil)
  }

  @Test func payloadlessCases() {
    let onAppear = /Action.onAppear
    #expect(onAppear.extract(from: .onAppear) != nil)
    #expect(onAppear.extract(from: .onDisappear) == nil)
    #expect(onAppear.extract(from: .named("x")) == nil)
    #expect(onAppear.embed(()) == .onAppear)
  }

  @Test func indirectCases() {
    let node = /Tree.node
    let tree = Tree.node(1, .node(2, .leaf))
    #expect(node.extract(from: tree)?.0 == 1)
    #expect(node.extract(from: tree)?.1 == .node(2, .leaf))
    #expect(node.extract(from: .leaf) == nil)
    #expect(node.embed((3, .leaf)) == .node(3, .leaf))
  }

  @Test func genericEnums() {
    let presented = /PresentationAction<Ticker.Action>.presented
    #expect(presented.extract(from: .presented(.tick)) == .tick)
    #expect(presented.extract(from: .dismiss) == nil)
    let value = /Generic<[String]>.value
    #expect(value.extract(from: .value(["a"])) == ["a"])
    #expect(value.extract(from: .empty) == nil)
    #expect((/Generic<Int>.value).extract(from: .value(2)) == 2)
  }

  @Test func existentialPayloads() {
    let failure = /Payloads.failure
    #expect(failure.extract(from: .failure(Oops())) is Oops)
    #expect(failure.extract(from: .none) == nil)
    #expect(failure.extract(from: .pair(1, "a")) == nil)
  }

  @Test func classPayloads() {
    let reference = Reference(9)
    let path = /Payloads.reference
    #expect(path.extract(from: .reference(reference)) === reference)
    #expect(path.extract(from: .none) == nil)
    #expect(path.extract(from: .pair(9, "")) == nil)
  }

  @Test func repeatedExtractionsStayCorrect() {
    let pair = /Payloads.pair
    for number in 0..<100 {
      #expect(pair.extract(from: .pair(number, "\(number)"))?.1 == "\(number)")
      #expect(pair.extract(from: .none) == nil)
    }
  }

  @Test func explicitCasePath() {
    let child = AnyCasePath<Action, Ticker.Action>(
      embed: { .child($0) },
      extract: { if case let .child(action) = $0 { action } else { nil } }
    )
    #expect(child.extract(from: .child(.tick)) == .tick)
    #expect(child.extract(from: .onAppear) == nil)
    #expect(child.embed(.start) == .child(.start))
  }

  @Test func modifyChangesThePayloadInPlace() throws {
    var action = Action.named("a")
    let count = try (/Action.named).modify(&action) { name -> Int in
      name += "b"
      return name.count
    }
    #expect(count == 2)
    #expect(action == .named("ab"))
    #expect(throws: CasePathMismatch.self) {
      try (/Action.renamed).modify(&action) { $0 = "never" }
    }
    #expect(action == .named("ab"))
  }

  /// The case-path spellings code written for TCA 1.x uses: `/.some` and `/Optional.some`,
  /// `/.self`, a case of an optional root, and `~=`.
  @Test func theSpellingsOfCasePaths1() throws {
    var child: Int? = 1
    try (/.some).modify(&child) { $0 += 1 }
    #expect(child == 2)
    #expect((/Optional<Int>.some).extract(from: nil) == nil)
    #expect((/Int.self).extract(from: 3) == 3)
    let identity: AnyCasePath<Int, Int> = /.self
    #expect(identity.embed(4) == 4)

    var destination: Action? = .named("a")
    try (/Action.named).modify(&destination) { $0 = "b" }
    #expect(destination == .named("b"))
    #expect((/Action.named).extract(from: Action?.none) == nil)

    #expect((/Action.named) ~= .named("x"))
    #expect(!((/Action.named) ~= .onAppear))
  }
}
