import Runtime
import Testing

/// A memoized dump is the whole dump of each new version of a value, whatever changed in it,
/// while it renders again only the parts that changed.
@Suite struct DumpMemoTests {
  struct Library: Equatable {
    var name = "Main"
    var books: [Book] = []
    var featured: Book?
    var shelves: [String: Int] = [:]
    var mood: Mood = .calm
  }

  struct Book: Equatable {
    var title: String
    var pages: Int
    var tags: [String] = []
  }

  enum Mood: Equatable {
    case calm
    case busy(visitors: Int, note: String)
  }

  /// Changes one part of `library`, picked by `random`.
  private func change(_ library: inout Library, using random: inout SplitMix64) {
    let word = ["atlas", "fable", "poem", "map", "note"].randomElement(using: &random) ?? ""
    switch Int.random(in: 0..<8, using: &random) {
    case 0: library.name = word.capitalized
    case 1: library.books.append(Book(title: word, pages: .random(in: 1..<500, using: &random)))
    case 2: if !library.books.isEmpty { library.books.removeFirst() }
    case 3: if !library.books.isEmpty { library.books[library.books.count - 1].tags.append(word) }
    case 4: library.featured = library.featured == nil ? library.books.first : nil
    case 5: library.shelves[word, default: 0] += 1
    case 6: library.mood = .busy(visitors: .random(in: 0..<9, using: &random), note: word)
    default: library.mood = .calm
    }
  }

  @Test func eachDumpIsTheWholeDumpOfTheNewVersion() {
    let memo = DumpMemo()
    var library = Library()
    var random = SplitMix64(seed: 7)
    for step in 0..<500 {
      #expect(memo.dump(library) == customDump(library), "step \(step)")
      change(&library, using: &random)
    }
  }

  @Test func anEnumAtTheRootKeepsItsTypeName() {
    let memo = DumpMemo()
    for mood in [Mood.calm, .calm, .busy(visitors: 2, note: "x"), .busy(visitors: 2, note: "x")] {
      #expect(memo.dump(mood) == customDump(mood))
    }
  }

  final class Counter: Equatable {
    var count = 0
    static func == (lhs: Counter, rhs: Counter) -> Bool { lhs === rhs }
  }

  struct Tally: Equatable {
    var counter = Counter()
    var label = "a"
  }

  /// An object is equal to itself however it changed inside, so it is always rendered again;
  /// a value that holds one is equal when only the object changed, which ``DumpMemo/forget()``
  /// is for.
  @Test func anObjectIsRenderedAgainAndForgetRendersEverything() {
    let memo = DumpMemo()
    var tally = Tally()
    _ = memo.dump(tally)
    tally.counter.count = 1
    tally.label = "b"
    #expect(memo.dump(tally) == customDump(tally))
    tally.counter.count = 2
    #expect(memo.dump(tally) != customDump(tally))
    memo.forget()
    #expect(memo.dump(tally) == customDump(tally))
  }
}
