import Runtime
import Testing

@Suite struct CasePathAppendingTests {
  enum Inner: Equatable {
    case child(Int)
    case other(String)
  }

  enum Outer: Equatable {
    case scope(Inner)
    case plain(Int)
  }

  @Test func extractsOnlyTheNestedCase() {
    let path = /Outer.scope .. /Inner.child
    #expect(path.extract(from: .scope(.child(7))) == 7)
    #expect(path.extract(from: .scope(.other("7"))) == nil)
    #expect(path.extract(from: .plain(7)) == nil)
  }

  @Test func embedsThroughBothCases() {
    let path = /Outer.scope .. /Inner.child
    #expect(path.embed(3) == .scope(.child(3)))
  }
}
