import AppScript
import Runtime

extension ReducerNode {
  /// The tree as `explain` prints it: drawn (indented under the command), as a Mermaid
  /// flowchart, or as compact JSON; followed by the shared values the state holds, each with
  /// the fields that hold it (a `shared` member in JSON).
  package func rendered(
    as format: ExplainFormat, sharedValues: [SharedValueHolders] = []
  ) throws(SessionFailure) -> String {
    switch format {
    case .text:
      let lines = text.split(separator: "\n").map { "  " + $0 }
      return (lines + Self.sharedLines(sharedValues)).joined(separator: "\n")
    case .mermaid:
      return mermaid + Self.sharedMermaid(sharedValues)
    case .json:
      do {
        guard !sharedValues.isEmpty else { return try JSONCoding.text(of: self) }
        guard case .object(var members) = try JSONCoding.tree(of: self) else {
          return try JSONCoding.text(of: self)
        }
        members["shared"] = .array(try sharedValues.map(Self.sharedJSON))
        return try JSONCoding.text(of: JSONValue.object(members))
      } catch {
        throw .recording("cannot encode the reducer tree: \(error)")
      }
    }
  }

  /// A title for a shared value: its key, when it has one, and its value in one line, cut
  /// after 60 characters.
  private static func title(of shared: SharedValueHolders) -> String {
    let value = oneLineDump(shared.value)
    let shown = value.count > 60 ? value.prefix(59) + "…" : value[...]
    return (shared.key.map { $0 + " " } ?? "") + shown
  }

  private static func sharedLines(_ sharedValues: [SharedValueHolders]) -> [String] {
    guard !sharedValues.isEmpty else { return [] }
    return ["  shared values:"]
      + sharedValues.flatMap { shared in
        ["    \(title(of: shared)), held by:"] + shared.holders.map { "      " + $0.description }
      }
  }

  private static func sharedMermaid(_ sharedValues: [SharedValueHolders]) -> String {
    sharedValues.enumerated().map { index, shared in
      let label = ([title(of: shared)] + shared.holders.map(\.description))
        .map(mermaidEscaped).joined(separator: "<br/>")
      return "  shared\(index)[(\"\(label)\")]\n"
    }.joined()
  }

  private static func sharedJSON(_ shared: SharedValueHolders) throws -> JSONValue {
    .object([
      "key": shared.key.map(JSONValue.string) ?? .null,
      "value": .string(oneLineDump(shared.value)),
      "holders": try JSONCoding.tree(of: shared.holders),
    ])
  }
}
