/// A property wrapper for the state of a feature that the parent presents: a sheet, an alert,
/// a confirmation dialog.
///
/// ```swift
/// struct State: Equatable {
///   @PresentationState var destination: Destination.State?
/// }
/// ```
///
/// Compose the presented feature with `.ifLet(\.$destination, action: /Action.destination)`.
@propertyWrapper
public struct PresentationState<State> {
  /// The presented state, or `nil` when nothing is presented.
  public var wrappedValue: State?

  /// Creates presentation state.
  public init(wrappedValue: State?) {
    self.wrappedValue = wrappedValue
  }

  /// The wrapper itself, so that `\.$destination` reaches it.
  public var projectedValue: Self {
    get { self }
    set { self = newValue }
  }
}

extension PresentationState: Equatable where State: Equatable {}
extension PresentationState: Hashable where State: Hashable {}
extension PresentationState: Sendable where State: Sendable {}

extension PresentationState: CustomDumpRepresentable {
  public var customDumpValue: Any { wrappedValue as Any }
}

extension PresentationState: Codable where State: Codable {
  public init(from decoder: any Decoder) throws {
    self.init(wrappedValue: try State?(from: decoder))
  }

  public func encode(to encoder: any Encoder) throws {
    try wrappedValue.encode(to: encoder)
  }
}
