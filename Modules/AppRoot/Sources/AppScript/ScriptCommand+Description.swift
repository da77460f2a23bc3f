extension ScriptCommand: CustomStringConvertible {
  /// The command as canonical script source; parsing it yields the same command.
  public var description: String {
    switch self {
    case .tap(let label): "tap \(label.scriptQuoted)"
    case .typeText(let label, let text): "type \(label.scriptQuoted) \(text.scriptQuoted)"
    case .toggle(let label, nil): "toggle \(label.scriptQuoted)"
    case .toggle(let label, let value?): "toggle \(label.scriptQuoted) \(value ? "on" : "off")"
    case .select(let label, let option): "select \(label.scriptQuoted) \(option.scriptQuoted)"
    case .dismiss(nil): "dismiss"
    case .dismiss(let label?): "dismiss \(label.scriptQuoted)"
    case .longPress(let label): "longpress \(label.scriptQuoted)"
    case .drag(let label, let start, let end):
      "drag \(label.scriptQuoted)\(start == .zero ? "" : " from \(start)") to \(end)"
    case .increment(let label): "increment \(label.scriptQuoted)"
    case .decrement(let label): "decrement \(label.scriptQuoted)"
    case .delete(let row): "delete \(row.scriptQuoted)"
    case .move(let row, let position): "move \(row.scriptQuoted) to \(position)"
    case .selectRow(let row): "choose \(row.scriptQuoted)"
    case .send(let path): "send \(path)"
    case .advance(let duration): "advance \(duration.scriptLiteral)"
    case .settle(nil): "settle"
    case .settle(let timeout?): "settle \(timeout.scriptLiteral)"
    case .expect(let path, let comparison, let value): "expect \(path) \(comparison) \(value)"
    case .expectScreen(let match, let text): "expect screen \(match) \(text.scriptQuoted)"
    case .screen: "screen"
    case .state(nil): "state"
    case .state(let path?): "state \(path)"
    case .explain(.text): "explain"
    case .explain(let format): "explain \(format.rawValue)"
    case .trace(let path): "trace \(path)"
    case .help: "help"
    case .history: "history"
    case .save(let file, let replacing): "save \(file.scriptQuoted)\(replacing ? " replace" : "")"
    case .report(let file, let replacing):
      "report \(file.scriptQuoted)\(replacing ? " replace" : "")"
    case .quit: "quit"
    }
  }
}
