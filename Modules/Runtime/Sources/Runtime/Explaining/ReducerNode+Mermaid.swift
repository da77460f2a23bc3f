extension ReducerNode {
  /// The tree as a Mermaid flowchart, which GitHub renders in a `mermaid` code block.
  ///
  /// Edges are numbered in the order the children run; inactive children are drawn dashed.
  ///
  /// ```swift
  /// print("```mermaid\n" + AppFeature().explain(in: state).mermaid + "```")
  /// ```
  public var mermaid: String {
    var lines = ["flowchart TD"]
    var count = 0
    appendMermaid(to: &lines, count: &count)
    lines.append("  classDef inactive stroke-dasharray: 5 5,color:#888")
    return lines.joined(separator: "\n") + "\n"
  }

  @discardableResult
  private func appendMermaid(to lines: inout [String], count: inout Int) -> String {
    let id = "n\(count)"
    count += 1
    let label = [head, target, mark].compactMap { $0 }.map(Self.mermaidEscaped)
    lines.append("  \(id)[\"\(label.joined(separator: "<br/>"))\"]")
    if presence == .inactive || self.count == 0 { lines.append("  class \(id) inactive") }
    for (index, child) in children.enumerated() {
      let childID = child.appendMermaid(to: &lines, count: &count)
      lines.append("  \(id) -->|\(index + 1)| \(childID)")
    }
    return id
  }

  /// `text` with the characters Mermaid reads inside a quoted label written as entities.
  private static func mermaidEscaped(_ text: String) -> String {
    var escaped = ""
    for character in text {
      switch character {
      case "\"": escaped += "#quot;"
      case "<": escaped += "#lt;"
      case ">": escaped += "#gt;"
      case "#": escaped += "#35;"
      default: escaped.append(character)
      }
    }
    return escaped
  }
}
