/// A type-erased hashable value that can cross concurrency domains, as `AnyHashable` cannot:
/// for an id built from a generic feature's values, such as a cancellation id.
///
/// ```swift
/// private struct CancelID: Hashable, Sendable {
///   let id: AnyHashableSendable
/// }
/// return .run { ... }.cancellable(id: CancelID(id: AnyHashableSendable(state.id)))
/// ```
public struct AnyHashableSendable: Hashable, Sendable {
  /// The value wrapped.
  public let base: any Hashable & Sendable

  /// Wraps `base`; wrapping a value that is already erased keeps the value it holds.
  public init(_ base: some Hashable & Sendable) {
    if let erased = base as? AnyHashableSendable {
      self = erased
    } else {
      self.base = base
    }
  }

  public static func == (lhs: Self, rhs: Self) -> Bool {
    AnyHashable(lhs.base) == AnyHashable(rhs.base)
  }

  public func hash(into hasher: inout Hasher) {
    AnyHashable(base).hash(into: &hasher)
  }
}

extension AnyHashableSendable: CustomStringConvertible {
  public var description: String { String(describing: base) }
}
