import Foundation
import Runtime

/// Types whose dumps and diffs the CustomDump tests pin down.
enum DumpFixtures {
  enum SettingsFeature {
    struct State: Equatable {
      var digest: Digest = .daily
      var displayName = ""
      var enableNotifications = false
      var protectMyPosts = false
      var sendEmailNotifications = false
      var sendMobileNotifications = false
      var theme: Theme? = nil
    }

    enum Digest: String { case daily, weekly, off }

    enum Theme: Equatable { case light, dark, custom(name: String, contrast: Int) }
  }

  enum SearchFeature {
    enum Action: Equatable {
      case searchQueryChanged(String)
      case row(id: Int, action: RowAction)
      case clear
      case child(Child)
    }

    enum RowAction: Equatable { case tapped, renamed(String) }

    struct Child: Equatable {
      var id: Int
      var title: String
    }
  }

  struct Empty: Equatable {}

  /// A stand-in for a property wrapper whose backing storage dumps as its value.
  struct Wrapper<Value>: CustomDumpRepresentable {
    var wrappedValue: Value
    var customDumpValue: Any { wrappedValue }
  }

  struct Wrapped {
    var _name = Wrapper(wrappedValue: "Blob")
    var _plain = 1
  }

  struct Token: CustomDumpStringConvertible {
    var customDumpDescription: String { "Token(…)" }
  }

  final class Node {
    var name: String
    var next: Node?

    init(name: String, next: Node? = nil) {
      self.name = name
      self.next = next
    }
  }

  struct Failure: Error, Equatable {
    var code: Int
  }

  struct Login: Equatable {
    var email = "blob@example.com"
    var password: Redacted<String> = "hunter2-secret"
  }
}
