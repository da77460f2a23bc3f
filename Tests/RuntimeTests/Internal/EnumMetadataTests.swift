// The edges of the enum layouts that `/Enum.case` reads from the Swift runtime's metadata: each
// test extracts and embeds through the public case-path API, twice, so that both the first,
// learning extraction and the remembered fast path are checked.
import Foundation
import RuntimeTesting
import Testing

/// 40 payload cases: more than the 32 tags a case path remembers in its lock-free memo.
private enum Wide: Equatable {
  case c0(Int), c1(Int), c2(Int), c3(Int), c4(Int), c5(Int), c6(Int), c7(Int), c8(Int), c9(Int)
  case c10(Int), c11(Int), c12(Int), c13(Int), c14(Int), c15(Int), c16(Int), c17(Int), c18(Int)
  case c19(Int), c20(Int), c21(Int), c22(Int), c23(Int), c24(Int), c25(Int), c26(Int), c27(Int)
  case c28(Int), c29(Int), c30(Int), c31(Int), c32(Int), c33(Int), c34(Int), c35(Int), c36(Int)
  case c37(String), c38(String), c39(String)
  case empty
}

private indirect enum Expression: Equatable {
  case number(Int)
  case negate(Expression)
  case sum(Expression, Expression)
}

private enum Boxed<Element> {
  case one(Element)
  case many([Element])
  case nothing
}

private enum Foundationish: Equatable {
  case date(Date)
  case url(URL)
  case data(Data)
  case uuid(UUID)
  case decimal(Decimal)
  case both(Date, URL)
}

private enum Existential {
  case error(any Error)
  case anything(Any)
  case sendable(any Sendable)
  case hashable(AnyHashable)
}

private struct Failure: Error, Equatable { let code: Int }

/// Extracts twice (learning, then remembered) and checks both give the same answer.
private func extractTwice<Root, Value>(_ path: AnyCasePath<Root, Value>, _ root: Root) -> Value? {
  let first = path.extract(from: root)
  let second = path.extract(from: root)
  #expect((first == nil) == (second == nil))
  return second
}

@Suite struct EnumMetadataTests {
  @Test func enumsWithMoreThan32CasesExtractEveryCase() {
    #expect(extractTwice(/Wide.c0, .c0(1)) == 1)
    #expect(extractTwice(/Wide.c31, .c31(31)) == 31)
    #expect(extractTwice(/Wide.c32, .c32(32)) == 32)
    #expect(extractTwice(/Wide.c36, .c36(36)) == 36)
    #expect(extractTwice(/Wide.c39, .c39("last")) == "last")
    #expect(extractTwice(/Wide.c36, .c35(35)) == nil)
    #expect(extractTwice(/Wide.c39, .c38("other")) == nil)
    #expect(extractTwice(/Wide.c33, .empty) == nil)
    #expect((/Wide.c38).embed("x") == .c38("x"))
  }

  @Test func optionalIsReadAsAnEnum() {
    #expect(extractTwice(enumCase(Optional<Int>.some), 5) == 5)
    #expect(extractTwice(enumCase(Optional<Int>.some), nil) == nil)
    #expect(extractTwice(enumCase(Optional<String>.some), "text") == "text")
    let nested: Int?? = .some(nil)
    #expect(extractTwice(enumCase(Optional<Int?>.some), nested) == .some(nil))
    #expect(extractTwice(/Optional<Int>.some, 5) == 5)
    #expect(extractTwice(/Optional<Int?>.some, nested) == .some(nil))
  }

  /// The case path `/` builds from a case constructor of any enum, `Optional` included: in a
  /// generic function only the general overload fits, not the one for optional roots.
  private func enumCase<Root, Value>(_ embed: @escaping (Value) -> Root) -> AnyCasePath<Root, Value>
  {
    /embed
  }

  @Test func indirectCasesWithOneAndTwoPayloads() {
    let negated = Expression.negate(.number(3))
    #expect(extractTwice(/Expression.negate, negated) == .number(3))
    #expect(extractTwice(/Expression.number, .number(7)) == 7)
    let sum = Expression.sum(.number(1), .number(2))
    let operands = extractTwice(/Expression.sum, sum)
    #expect(operands?.0 == .number(1) && operands?.1 == .number(2))
    #expect(extractTwice(/Expression.negate, sum) == nil)
  }

  @Test func genericPayloadsOfSeveralSizes() {
    #expect(extractTwice(/Boxed<Int8>.one, .one(8)) == 8)
    #expect(extractTwice(/Boxed<String>.one, .one("text")) == "text")
    #expect(extractTwice(/Boxed<String>.many, .many(["a", "b"])) == ["a", "b"])
    #expect(extractTwice(/Boxed<String>.one, .many(["a"])) == nil)
    let big = (1, 2, 3, 4, 5)
    let boxed = extractTwice(/Boxed<(Int, Int, Int, Int, Int)>.one, .one(big))
    #expect(boxed.map { [$0.0, $0.1, $0.2, $0.3, $0.4] } == [1, 2, 3, 4, 5])
    #expect(extractTwice(/Boxed<Int>.one, .nothing) == nil)
  }

  @Test func existentialPayloads() {
    let error = extractTwice(/Existential.error, .error(Failure(code: 42)))
    #expect((error as? Failure) == Failure(code: 42))
    #expect(extractTwice(/Existential.anything, .anything(7)) as? Int == 7)
    #expect(extractTwice(/Existential.sendable, .sendable("s")) as? String == "s")
    #expect(extractTwice(/Existential.hashable, .hashable(AnyHashable(3))) == AnyHashable(3))
    #expect(extractTwice(/Existential.error, .anything(1)) == nil)
  }

  @Test func resilientFoundationPayloads() throws {
    let date = Date(timeIntervalSince1970: 86_400)
    let url = try #require(URL(string: "https://example.com/path?q=1"))
    let uuid = try #require(UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"))
    #expect(extractTwice(/Foundationish.date, .date(date)) == date)
    #expect(extractTwice(/Foundationish.url, .url(url)) == url)
    #expect(extractTwice(/Foundationish.data, .data(Data([1, 2, 3]))) == Data([1, 2, 3]))
    #expect(extractTwice(/Foundationish.uuid, .uuid(uuid)) == uuid)
    #expect(extractTwice(/Foundationish.decimal, .decimal(Decimal(1.5))) == Decimal(1.5))
    let both = extractTwice(/Foundationish.both, .both(date, url))
    #expect(both?.0 == date && both?.1 == url)
    #expect(extractTwice(/Foundationish.url, .date(date)) == nil)
  }
}

@Suite struct CaseNamesTests {
  private enum Mixed {
    case first
    case tapped(Int)
    indirect case nested(Mixed)
    case last
  }

  @Test func namesPayloadCasesFirstThenTheRest() {
    #expect(caseNames(of: Mixed.self) == ["tapped", "nested", "first", "last"])
  }

  @Test func aTypeThatIsNoEnumHasNoCaseNames() {
    #expect(caseNames(of: Int.self).isEmpty)
    #expect(caseNames(of: Optional<Int>.self) == ["some", "none"])
  }
}
