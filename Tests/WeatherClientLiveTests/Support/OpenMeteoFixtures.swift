/// Response bodies in the shapes the real Open-Meteo APIs send.
enum OpenMeteoFixtures {
  /// `GET /v1/search?name=Seoul&count=10&language=en&format=json`, trimmed to three places.
  static let geocodingSeoul = """
    {"results":[\
    {"id":1835848,"name":"Seoul","latitude":37.566,"longitude":126.9784,"elevation":38.0,\
    "feature_code":"PPLC","country_code":"KR","admin1_id":1835847,"timezone":"Asia/Seoul",\
    "population":10349312,"country_id":1835841,"country":"South Korea","admin1":"Seoul"},\
    {"id":1846355,"name":"Seoul-ri","latitude":36.9133,"longitude":127.7311,"elevation":112.0,\
    "feature_code":"PPL","country_code":"KR","admin1_id":1845106,"timezone":"Asia/Seoul",\
    "country_id":1835841,"country":"South Korea","admin1":"Chungcheongbuk-do"},\
    {"id":8524536,"name":"Seoul Forest","latitude":37.5444,"longitude":127.0374,\
    "elevation":20.0,"feature_code":"PRK","country_code":"KR","timezone":"Asia/Seoul",\
    "country_id":1835841,"country":"South Korea"}\
    ],"generationtime_ms":1.2371540}
    """

  /// The geocoding answer when nothing matches: the API leaves `results` out.
  static let geocodingNoResults = #"{"generationtime_ms":0.50208}"#

  /// `GET /v1/forecast?latitude=37.566&longitude=126.9784&daily=...&timezone=UTC`.
  static let forecastSeoul = """
    {"latitude":37.55,"longitude":127.0,"generationtime_ms":0.0470876,\
    "utc_offset_seconds":0,"timezone":"UTC","timezone_abbreviation":"UTC","elevation":38.0,\
    "daily_units":{"time":"iso8601","temperature_2m_max":"°C","temperature_2m_min":"°C"},\
    "daily":{"time":["2026-01-01","2026-01-02","2026-01-03","2026-01-04","2026-01-05",\
    "2026-01-06","2026-01-07"],\
    "temperature_2m_max":[1.2,3.4,-0.5,2.0,4.1,5.3,0.8],\
    "temperature_2m_min":[-7.3,-5.1,-9.0,-6.4,-3.2,-2.8,-8.1]}}
    """

  /// The Seoul forecast where the model covers only some days: the others are `null`.
  static let forecastSeoulWithGaps =
    forecastSeoul
    .replacingOccurrences(
      of: "[1.2,3.4,-0.5,2.0,4.1,5.3,0.8]", with: "[1.2,3.4,-0.5,2.0,null,null,null]"
    )
    .replacingOccurrences(
      of: "[-7.3,-5.1,-9.0,-6.4,-3.2,-2.8,-8.1]", with: "[-7.3,null,-9.0,-6.4,-3.2,null,null]")

  /// Open-Meteo's answer to a request it refuses, with HTTP 400.
  static let badRequest =
    #"{"error":true,"reason":"Latitude must be in range of -90 to 90°. Given: 137.0."}"#

  /// Open-Meteo's error body, sent with HTTP 400 or 5xx.
  static let serverError = #"{"error":true,"reason":"Internal server error"}"#
}
