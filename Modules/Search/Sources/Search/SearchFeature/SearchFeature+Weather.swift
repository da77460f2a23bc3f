extension SearchFeature.State {
  /// The daily forecast of one place, ready to display.
  ///
  /// ```swift
  /// let weather = SearchFeature.State.Weather(id: seoul.id, forecast: forecast)
  /// let highs = weather.days.map(\.temperatureMax)
  /// ```
  public struct Weather: Codable, Equatable, Sendable {
    /// The id of the place the forecast is for.
    public var id: GeocodingSearch.Result.ID
    /// One entry per forecast day, in date order.
    public var days: [Day]

    /// Creates a forecast from its days.
    public init(id: GeocodingSearch.Result.ID, days: [Day]) {
      self.id = id
      self.days = days
    }

    /// Creates a forecast from an API response, one day per date; a temperature that is
    /// `null` in the response stays `nil` and is shown as "no data". Arrays of different
    /// lengths (possible only for a forecast built in code) give as many days as the shortest.
    public init(id: GeocodingSearch.Result.ID, forecast: Forecast) {
      let daily = forecast.daily
      let units = forecast.dailyUnits
      self.init(
        id: id,
        days: zip(daily.time, zip(daily.temperatureMax, daily.temperatureMin)).map {
          date, temperatures in
          Day(
            date: date,
            temperatureMax: temperatures.0,
            temperatureMaxUnit: units.temperatureMax,
            temperatureMin: temperatures.1,
            temperatureMinUnit: units.temperatureMin
          )
        }
      )
    }
  }
}
