import Foundation
import Runtime

/// An account the local ``AccountService`` knows, for demos, previews and scripts.
///
/// | email | password | two-factor code |
/// |---|---|---|
/// | `blob@example.com` | `correct-horse` | none |
/// | `blob.jr@example.com` | `battery-staple` | `1234` |
public struct DemoAccount: Sendable {
  /// The user this account signs in as.
  public var user: User
  /// The account's password.
  public var password: Redacted<String>
  /// The one-time code the account asks for after its password, if it uses two factors.
  public var twoFactorCode: Redacted<String>?

  /// Creates a demo account.
  public init(user: User, password: Redacted<String>, twoFactorCode: Redacted<String>? = nil) {
    self.user = user
    self.password = password
    self.twoFactorCode = twoFactorCode
  }

  /// Blob: `blob@example.com` / `correct-horse`, no second factor.
  public static let blob = Self(
    user: User(id: demoID(1), email: "blob@example.com", displayName: "Blob"),
    password: "correct-horse"
  )

  /// Blob Jr.: `blob.jr@example.com` / `battery-staple`, then the code `1234`.
  public static let blobJr = Self(
    user: User(id: demoID(2), email: "blob.jr@example.com", displayName: "Blob Jr."),
    password: "battery-staple",
    twoFactorCode: "1234"
  )

  /// Every demo account.
  public static let all = [blob, blobJr]

  /// A fixed identifier `00000000-0000-0000-0000-0000000000NN`.
  private static func demoID(_ number: UInt8) -> UUID {
    UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, number))
  }
}
