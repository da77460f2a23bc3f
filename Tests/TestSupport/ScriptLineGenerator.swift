import AppScript
import Runtime

/// Generates script lines for tests: valid commands, token soup, random bytes and mutations.
public struct ScriptLineGenerator {
  var random: SplitMix64

  private static let names = [
    "search", "row", "favorites", "onAppear", "binding", "x", "_y", "서울", "a1",
  ]
  private static let stringScalars: [Unicode.Scalar] = [
    "a", "B", " ", "\"", "\\", "#", "\n", "\t", "\r", "\u{0}", "\u{1}", "\u{7F}", "서", "😀", "é",
    "\u{301}", "(", ")", ".",
  ]
  private static let tokens = [
    "tap", "type", "toggle", "select", "dismiss", "send", "advance", "settle", "expect", "screen",
    "state", "help", "history", "save", "quit", "exit", "wait", "on", "off", "contains", "lacks",
    "longpress", "drag", "from", "to", "(0, 0)", "(-1.5, 2e3)", "increment", "decrement",
    "delete", "move", "choose",
    "true", "false", "nil", "\"Log in\"", "\"서울\"", #""a\"b""#, "300ms", "1.5s", "42", "-7",
    "2.5", "1e3", "(", ")", ".", ",", ":", "==", "!=", "#", "=", "!", "\"", "\\", "foo",
    "bar.baz", "\t", "row(id: 3)", ".removeTapped",
  ]

  /// A generator whose lines follow from `seed`.
  public init(seed: UInt64) {
    random = SplitMix64(seed: seed)
  }

  private mutating func int(_ range: ClosedRange<Int>) -> Int {
    Int.random(in: range, using: &random)
  }

  private mutating func pick<T>(_ items: [T]) -> T {
    items[int(0...(items.count - 1))]
  }

  private mutating func chance(_ percent: Int) -> Bool {
    int(1...100) <= percent
  }

  mutating func string() -> String {
    var scalars = String.UnicodeScalarView()
    for _ in 0..<int(0...8) { scalars.append(pick(Self.stringScalars)) }
    return String(scalars)
  }

  mutating func name() -> String { pick(Self.names) }

  mutating func arguments(depth: Int) -> [ActionArgument]? {
    guard chance(50) else { return nil }
    return (0..<int(0...3)).map { _ in
      ActionArgument(label: chance(50) ? name() : nil, value: value(depth: depth + 1))
    }
  }

  mutating func path(depth: Int) -> ActionPath {
    ActionPath(
      (0..<int(1...4)).map { _ in
        ActionSegment(name: name(), arguments: depth < 4 ? arguments(depth: depth) : nil)
      })
  }

  mutating func value(depth: Int) -> ScriptValue {
    switch int(0...7) {
    case 0: return .string(string())
    case 1: return .integer(pick([0, 1, -1, Int.max, Int.min, int(-1000...1000)]))
    case 2:
      let decimal = Double(bitPattern: random.next())
      return .decimal(decimal.isFinite ? decimal : 0.5)
    case 3: return .bool(chance(50))
    case 4: return .null
    case 5:
      return .caseValue(name: name(), arguments: depth < 4 ? arguments(depth: depth) : nil)
    default: return .path(path(depth: depth))
    }
  }

  mutating func point() -> ScriptPoint {
    let coordinates = [0, 1, -1, 0.5, -120.25, 1e300, Double(int(-1000...1000))]
    return ScriptPoint(x: pick(coordinates), y: pick(coordinates))
  }

  mutating func duration() -> Duration {
    let scales: [Int64] = [1, 1_000, 1_000_000, 1_000_000_000, 60_000_000_000]
    return .nanoseconds(Int64(int(0...100_000)) * pick(scales))
  }

  mutating func statePath() -> StatePath {
    let rest = (0..<int(0...3)).map { _ -> StatePath.Component in
      int(0...3) == 0 ? .index(int(0...1_000)) : .name(name())
    }
    return StatePath([.name(name())] + rest)
  }

  /// A valid command of any kind, with generated labels, paths, values and durations.
  public mutating func command() -> ScriptCommand {
    switch int(0...24) {
    case 0: return .tap(label: string())
    case 1: return .typeText(label: string(), text: string())
    case 2: return .toggle(label: string(), value: pick([nil, true, false]))
    case 3: return .select(label: string(), option: string())
    case 4: return .dismiss(label: chance(50) ? string() : nil)
    case 5: return .send(path(depth: 0))
    case 6: return .advance(duration())
    case 7: return .settle(timeout: chance(50) ? duration() : nil)
    case 8: return .expect(statePath(), pick([.equal, .notEqual]), value(depth: 0))
    case 9:
      // The empty text is refused: every screen contains it.
      let text = string()
      return .expectScreen(pick([.contains, .lacks]), text.isEmpty ? "x" : text)
    case 10: return .screen
    case 11: return .state(chance(50) ? statePath() : nil)
    case 12: return .help
    case 13: return .history
    case 14: return .save(file: string(), replacing: chance(50))
    case 15: return .quit
    case 16: return .longPress(label: string())
    case 17: return .drag(label: string(), from: chance(50) ? .zero : point(), to: point())
    case 18: return .increment(label: string())
    case 19: return .decrement(label: string())
    case 20: return .delete(row: string())
    case 21: return .move(row: string(), to: pick([0, 1, int(0...1_000), Int.max]))
    case 22: return .selectRow(row: string())
    default: return .expect(StatePath(["screen"]), .equal, value(depth: 0))
    }
  }

  /// A line of random bytes, decoded as UTF-8 with replacement characters.
  public mutating func randomBytes() -> String {
    let bytes = (0..<int(0...60)).map { _ in UInt8(int(0...255)) }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Grammar tokens joined in random order by random whitespace.
  public mutating func tokenSoup() -> String {
    (0..<int(0...8)).map { _ in pick(Self.tokens) + pick(["", " ", "  ", "\t"]) }.joined()
  }

  /// A valid line with a random deletion, duplication, swap, truncation or insertion.
  public mutating func mutatedLine() -> String {
    var scalars = Array(command().description.unicodeScalars)
    for _ in 0..<int(1...3) where !scalars.isEmpty {
      let start = int(0...(scalars.count - 1))
      let end = int(start...min(scalars.count, start + 4))
      switch int(0...4) {
      case 0: scalars.removeSubrange(start..<end)
      case 1: scalars.insert(contentsOf: scalars[start..<end], at: start)
      case 2: scalars.swapAt(start, int(0...(scalars.count - 1)))
      case 3: scalars.removeSubrange(start...)
      default: scalars.insert(contentsOf: pick(Self.tokens).unicodeScalars, at: start)
      }
    }
    return String(String.UnicodeScalarView(scalars))
  }
}
