/// One line of a line diff: kept, removed from the old text, or added in the new text.
enum LineEdit: Equatable {
  case kept(Substring)
  case removed(Substring)
  case added(Substring)

  /// The text of the line.
  var line: Substring {
    switch self {
    case .kept(let line), .removed(let line), .added(let line): line
    }
  }

  /// Whether the line differs between the two texts.
  var isChange: Bool {
    if case .kept = self { false } else { true }
  }
}
