import Foundation

extension DependencyValues {
  /// The calendar dates are computed in: the user's, live; a Gregorian calendar in UTC in tests
  /// and previews, so that a test gives the same result on every machine.
  ///
  /// ```swift
  /// @Dependency(\.calendar) var calendar
  /// let startOfDay = calendar.startOfDay(for: date.now)
  /// ```
  public var calendar: Calendar {
    get { self[CalendarKey.self] }
    set { self[CalendarKey.self] = newValue }
  }

  /// The locale text is formatted for: the user's, live; `en_US_POSIX` in tests and previews.
  public var locale: Locale {
    get { self[LocaleKey.self] }
    set { self[LocaleKey.self] = newValue }
  }

  /// The time zone dates are shown in: the user's, live; UTC in tests and previews.
  public var timeZone: TimeZone {
    get { self[TimeZoneKey.self] }
    set { self[TimeZoneKey.self] = newValue }
  }
}

private enum CalendarKey: DependencyKey {
  static let liveValue = Calendar.autoupdatingCurrent
  static var testValue: Calendar {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZoneKey.testValue
    return calendar
  }
  static var previewValue: Calendar { testValue }
}

private enum LocaleKey: DependencyKey {
  static let liveValue = Locale.autoupdatingCurrent
  static let testValue = Locale(identifier: "en_US_POSIX")
  static var previewValue: Locale { testValue }
}

private enum TimeZoneKey: DependencyKey {
  static let liveValue = TimeZone.autoupdatingCurrent
  static var testValue: TimeZone { TimeZone(secondsFromGMT: 0) ?? .current }
  static var previewValue: TimeZone { testValue }
}
