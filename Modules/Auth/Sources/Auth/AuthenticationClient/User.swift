import Foundation

/// A signed-in account, as the rest of the app sees it.
///
/// ```swift
/// let user = User(id: UUID(), email: "blob@example.com", displayName: "Blob")
/// ```
public struct User: Equatable, Hashable, Identifiable, Sendable, Codable {
  /// The account's stable identifier.
  public let id: UUID
  /// The email address the account signs in with.
  public var email: String
  /// The name shown in the app.
  public var displayName: String

  /// Creates a user.
  public init(id: UUID, email: String, displayName: String) {
    self.id = id
    self.email = email
    self.displayName = displayName
  }
}
