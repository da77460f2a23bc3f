extension GeocodingSearch {
  /// Real cities with their GeoNames ids, the data behind `WeatherClient.previewValue`.
  static let previewCities: [Result] = [
    Result(
      country: "South Korea", latitude: 37.566, longitude: 126.9784, id: 1_835_848,
      name: "Seoul", admin1: "Seoul"),
    Result(
      country: "South Korea", latitude: 35.1028, longitude: 129.0403, id: 1_838_524,
      name: "Busan", admin1: "Busan"),
    Result(
      country: "Japan", latitude: 35.6895, longitude: 139.6917, id: 1_850_147,
      name: "Tokyo", admin1: "Tokyo"),
    Result(
      country: "United States", latitude: 40.7143, longitude: -74.006, id: 5_128_581,
      name: "New York", admin1: "New York"),
    Result(
      country: "United States", latitude: 40.6501, longitude: -73.9496, id: 5_110_302,
      name: "Brooklyn", admin1: "New York"),
    Result(
      country: "United Kingdom", latitude: 51.5085, longitude: -0.1257, id: 2_643_743,
      name: "London", admin1: "England"),
    Result(
      country: "France", latitude: 48.8534, longitude: 2.3488, id: 2_988_507,
      name: "Paris", admin1: "Île-de-France"),
    Result(
      country: "United States", latitude: 37.7749, longitude: -122.4194, id: 5_391_959,
      name: "San Francisco", admin1: "California"),
    Result(
      country: "United States", latitude: 34.0522, longitude: -118.2437, id: 5_368_361,
      name: "Los Angeles", admin1: "California"),
    Result(
      country: "United States", latitude: 32.7157, longitude: -117.1647, id: 5_391_811,
      name: "San Diego", admin1: "California"),
    Result(
      country: "United States", latitude: 37.3394, longitude: -121.895, id: 5_392_171,
      name: "San Jose", admin1: "California"),
    Result(
      country: "United States", latitude: 29.4241, longitude: -98.4936, id: 4_726_206,
      name: "San Antonio", admin1: "Texas"),
    Result(
      country: "Chile", latitude: -33.4569, longitude: -70.6483, id: 3_871_336,
      name: "Santiago", admin1: "Santiago Metropolitan"),
    Result(
      country: "Australia", latitude: -33.8679, longitude: 151.2073, id: 2_147_714,
      name: "Sydney", admin1: "New South Wales"),
    Result(
      country: "Brazil", latitude: -23.5475, longitude: -46.6361, id: 3_448_439,
      name: "São Paulo", admin1: "São Paulo"),
    Result(
      country: "Argentina", latitude: -34.6131, longitude: -58.3772, id: 3_435_910,
      name: "Buenos Aires", admin1: "Buenos Aires F.D."),
    Result(
      country: "Germany", latitude: 52.5244, longitude: 13.4105, id: 2_950_159,
      name: "Berlin", admin1: "Land Berlin"),
    Result(
      country: "Spain", latitude: 40.4165, longitude: -3.7026, id: 3_117_735,
      name: "Madrid", admin1: "Madrid"),
    Result(
      country: "Italy", latitude: 41.8919, longitude: 12.5113, id: 3_169_070,
      name: "Rome", admin1: "Lazio"),
    Result(
      country: "Canada", latitude: 43.7001, longitude: -79.4163, id: 6_167_865,
      name: "Toronto", admin1: "Ontario"),
    Result(
      country: "Mexico", latitude: 19.4285, longitude: -99.1277, id: 3_530_597,
      name: "Mexico City", admin1: "Mexico City"),
    Result(
      country: "Egypt", latitude: 30.0626, longitude: 31.2497, id: 360_630,
      name: "Cairo", admin1: "Cairo"),
    Result(
      country: "India", latitude: 19.0728, longitude: 72.8826, id: 1_275_339,
      name: "Mumbai", admin1: "Maharashtra"),
    Result(
      country: "Singapore", latitude: 1.2897, longitude: 103.8501, id: 1_880_252,
      name: "Singapore", admin1: nil),
    Result(
      country: "South Africa", latitude: -33.9258, longitude: 18.4232, id: 3_369_157,
      name: "Cape Town", admin1: "Western Cape"),
    Result(
      country: "Iceland", latitude: 64.1355, longitude: -21.8954, id: 3_413_829,
      name: "Reykjavík", admin1: "Capital Region"),
  ]
}
