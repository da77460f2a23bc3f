/// A text style, set with `.font(_:)`; kept in the ``ViewNode`` of each text.
///
/// ```swift
/// Text("Updated a minute ago").font(.caption)
/// ```
public enum Font: String, Equatable, Hashable, Sendable {
  case largeTitle, title, headline, subheadline, body, callout, caption, footnote
}
