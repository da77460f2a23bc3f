import AppScript
import Runtime

extension ReducerNode {
  /// The tree as `explain` prints it: drawn (indented under the command), as a Mermaid
  /// flowchart, or as compact JSON.
  package func rendered(as format: ExplainFormat) throws(SessionFailure) -> String {
    switch format {
    case .text:
      return text.split(separator: "\n").map { "  " + $0 }.joined(separator: "\n")
    case .mermaid:
      return mermaid
    case .json:
      do {
        return try JSONCoding.text(of: self)
      } catch {
        throw .recording("cannot encode the reducer tree: \(error)")
      }
    }
  }
}
