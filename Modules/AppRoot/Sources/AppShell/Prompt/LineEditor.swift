import AppEngine
import Runtime

/// The line being typed at the prompt: its text, the cursor, and the history Up and Down
/// recall; it turns keys into edits and says when the line is done.
///
/// ```swift
/// var editor = LineEditor(history: ["screen"])
/// editor.handle(.up)      // .editing, the text is "screen"
/// editor.handle(.enter)   // .submitted("screen")
/// ```
struct LineEditor {
  /// A key the editor understands, decoded from the terminal's bytes by ``KeyDecoder``.
  enum Key: Equatable {
    case character(Character)
    case enter, backspace, delete, left, right, home, end, up, down, tab
    /// Ctrl-K: deletes from the cursor to the end.
    case deleteToEnd
    /// Ctrl-U: deletes from the start to the cursor.
    case deleteToStart
    /// Ctrl-C.
    case interrupt
    /// Ctrl-D.
    case endOfInput
  }

  /// What a key did to the line.
  enum Outcome: Equatable {
    /// The line changed, or the cursor moved, or nothing happened.
    case editing
    /// Enter: the line is done.
    case submitted(String)
    /// Ctrl-C cleared the line; another Ctrl-C now quits.
    case cleared
    /// Tab: the caller completes the word before the cursor with ``complete(_:from:)``.
    case completing
    /// Ctrl-D on an empty line, or a second Ctrl-C on one.
    case quit
  }

  private(set) var text: [Character] = []
  private(set) var cursor = 0
  private(set) var history: [String]
  /// The history entry shown, `history.count` while the new line is shown.
  private var shownEntry: Int
  /// The new line, kept while Up shows older ones.
  private var draft: [Character] = []
  /// Whether the last key was Ctrl-C, so that another on an empty line quits.
  private var isArmedToQuit = false

  /// Creates an editor with an empty line and `history`, oldest first.
  init(history: [String] = []) {
    self.history = history
    shownEntry = history.count
  }

  /// Applies `key` to the line.
  mutating func handle(_ key: Key) -> Outcome {
    let wasArmed = isArmedToQuit
    isArmedToQuit = false
    switch key {
    case .character(let character):
      text.insert(character, at: cursor)
      cursor += 1
    case .enter:
      let line = String(text)
      startNewLine()
      return .submitted(line)
    case .backspace where cursor > 0:
      cursor -= 1
      text.remove(at: cursor)
    case .delete where cursor < text.count:
      text.remove(at: cursor)
    case .left where cursor > 0:
      cursor -= 1
    case .right where cursor < text.count:
      cursor += 1
    case .home:
      cursor = 0
    case .end:
      cursor = text.count
    case .up where shownEntry > 0:
      if shownEntry == history.count { draft = text }
      shownEntry -= 1
      show(Array(history[shownEntry]))
    case .down where shownEntry < history.count:
      shownEntry += 1
      show(shownEntry == history.count ? draft : Array(history[shownEntry]))
    case .deleteToEnd:
      text.removeSubrange(cursor...)
    case .deleteToStart:
      text.removeSubrange(..<cursor)
      cursor = 0
    case .tab:
      return .completing
    case .interrupt:
      if text.isEmpty && wasArmed { return .quit }
      startNewLine()
      isArmedToQuit = true
      return .cleared
    case .endOfInput where text.isEmpty:
      return .quit
    case .endOfInput where cursor < text.count:
      text.remove(at: cursor)
    case .backspace, .delete, .left, .right, .up, .down, .endOfInput:
      break
    }
    return .editing
  }

  /// Completes the word that starts at offset `start` and ends at the cursor with
  /// `candidates`, the whole words that may replace it: one is put in whole, several are put
  /// in as far as they agree. Returns the candidates to list when they still differ.
  mutating func complete(_ candidates: [String], from start: Int) -> [String] {
    guard let first = candidates.first, start <= cursor else { return [] }
    let common = candidates.dropFirst().reduce(first) { $0.commonPrefix(with: $1) }
    let typed = String(text[start..<cursor])
    if common.count > typed.count || (candidates.count == 1 && common != typed) {
      text.replaceSubrange(start..<cursor, with: Array(common))
      cursor = start + common.count
    }
    return candidates.count > 1 ? candidates : []
  }

  /// Adds `line` to the history, unless it is empty or repeats the last entry, and returns
  /// whether it did; the prompt passes a submitted line with its secrets masked.
  @discardableResult
  mutating func remember(_ line: String) -> Bool {
    guard !line.isEmpty, history.last != line else { return false }
    history.append(line)
    shownEntry = history.count
    return true
  }

  /// What redraws the line after `prompt` on a terminal `columns` wide: back to the row's
  /// start, the prompt and as much of the text before and after the cursor as fits on the
  /// row, the rest of the row cleared, the cursor moved back to its place.
  ///
  /// A line wider than the terminal scrolls sideways instead of wrapping onto rows that a
  /// redraw from the row's start would repeat; a wide character (Hangul, kana, CJK) takes two
  /// columns. Control characters and bidirectional overrides, as a recalled line or a
  /// completed label may hold, are drawn escaped (``shown(_:)``), as every printed line is.
  func rendering(prompt: String, columns: Int) -> String {
    let room = max(columns - Self.columns(of: prompt) - 1, 1)
    var (start, end, used) = (cursor, cursor, 0)
    while start > 0, used + Self.columns(of: text[start - 1]) <= room {
      start -= 1
      used += Self.columns(of: text[start])
    }
    while end < text.count, used + Self.columns(of: text[end]) <= room {
      used += Self.columns(of: text[end])
      end += 1
    }
    let back = Self.columns(of: text[cursor..<end])
    return "\r" + prompt + text[start..<end].map(Self.shown).joined() + "\u{1B}[K"
      + (back > 0 ? "\u{1B}[\(back)D" : "")
  }

  /// The columns `text` takes on a terminal.
  static func columns(of text: some Sequence<Character>) -> Int {
    text.reduce(0) { $0 + columns(of: $1) }
  }

  /// The columns `character` takes on a terminal as it is drawn: those of its escape for a
  /// control character, two for an East Asian wide or fullwidth character (Hangul, kana, CJK
  /// ideographs, fullwidth forms, most emoji), else one.
  static func columns(of character: Character) -> Int {
    let drawn = shown(character)
    guard drawn.count == 1 else { return drawn.count }
    return switch character.unicodeScalars.first?.value ?? 0 {
    case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
      0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
      0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD:
      2
    default:
      1
    }
  }

  /// How `character` is drawn: escaped (`\u{1b}`) when it is a control character or a
  /// bidirectional override, which would otherwise act on the terminal; as itself otherwise.
  static func shown(_ character: Character) -> String {
    escapingControlCharacters(String(character))
  }

  private mutating func startNewLine() {
    shownEntry = history.count
    draft = []
    show([])
  }

  private mutating func show(_ line: [Character]) {
    text = line
    cursor = line.count
  }
}

extension String {
  /// The longest prefix this string shares with `other`.
  fileprivate func commonPrefix(with other: String) -> String {
    String(zip(self, other).prefix { $0 == $1 }.map(\.0))
  }
}
