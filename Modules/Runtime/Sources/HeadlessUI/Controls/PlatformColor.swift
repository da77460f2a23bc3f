/// A color that the platform defines by its use, such as the background of a screen: what
/// `Color(.systemBackground)` is made of. It keeps its name, as every ``Color`` does.
///
/// ```swift
/// VStack { ... }
///   .background(Color(.systemBackground))   // a Color named systemBackground
/// ```
public struct PlatformColor: Hashable, Sendable {
  /// The color's name: `systemBackground`.
  let name: String

  public static let systemBackground = PlatformColor(name: "systemBackground")
  public static let secondarySystemBackground = PlatformColor(name: "secondarySystemBackground")
  public static let systemGroupedBackground = PlatformColor(name: "systemGroupedBackground")
  public static let label = PlatformColor(name: "label")
  public static let secondaryLabel = PlatformColor(name: "secondaryLabel")
  public static let separator = PlatformColor(name: "separator")
  public static let systemGray = PlatformColor(name: "systemGray")
  public static let systemRed = PlatformColor(name: "systemRed")
  public static let systemGreen = PlatformColor(name: "systemGreen")
  public static let systemBlue = PlatformColor(name: "systemBlue")
}

extension Color {
  /// The platform's color `color`, named after it: `Color(.systemBackground)`.
  nonisolated public init(_ color: PlatformColor) {
    self.init(color.name)
  }

  /// The platform's color `color`, as `Color(uiColor: .systemRed)` spells it.
  nonisolated public init(uiColor color: PlatformColor) {
    self.init(color)
  }
}
