/// How `explain` prints the reducer tree.
public enum ExplainFormat: String, Sendable, CaseIterable {
  /// A tree drawn with box-drawing lines.
  case text
  /// A Mermaid flowchart, which GitHub renders.
  case mermaid
  /// The tree's nodes as JSON.
  case json
}
