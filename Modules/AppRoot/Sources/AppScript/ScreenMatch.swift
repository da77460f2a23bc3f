/// How an `expect screen` command matches text against the rendered screen.
public enum ScreenMatch: String, Sendable, Equatable, CustomStringConvertible {
  /// The screen must contain the text (`expect screen contains "Brooklyn"`).
  case contains
  /// The screen must not contain the text (`expect screen lacks "Error"`).
  case lacks

  /// The keyword as written in a script.
  public var description: String { rawValue }
}
