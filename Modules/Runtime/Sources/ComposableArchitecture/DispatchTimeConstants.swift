// Darwin's Dispatch exports its time constants to Swift; Linux's Dispatch module defines them in
// C but does not export them, so code written for the reference on Apple platforms, such as
// `Task.sleep(nanoseconds: NSEC_PER_SEC)`, would not compile here without these.
#if !canImport(Darwin)
  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// Nanoseconds in a second, as Darwin's Dispatch spells it.
  public let NSEC_PER_SEC: UInt64 = 1_000_000_000

  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// Nanoseconds in a millisecond, as Darwin's Dispatch spells it.
  public let NSEC_PER_MSEC: UInt64 = 1_000_000

  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// Nanoseconds in a microsecond, as Darwin's Dispatch spells it.
  public let NSEC_PER_USEC: UInt64 = 1_000

  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// Microseconds in a second, as Darwin's Dispatch spells it.
  public let USEC_PER_SEC: UInt64 = 1_000_000
#endif
