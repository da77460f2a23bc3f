import Testing

extension Issue {
  /// Whether one of the issue's comments contains `text`.
  func mentions(_ text: String) -> Bool {
    comments.contains { $0.rawValue.contains(text) }
  }
}
