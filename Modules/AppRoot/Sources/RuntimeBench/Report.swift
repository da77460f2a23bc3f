import Foundation

/// Prints the measurements as a table or as JSON.
enum Report {
  static func table(
    _ measurements: [Measurement], memory: [MemoryWorkloads.Reading], baseline: Double?
  ) -> String {
    // The name column fits the longest name, so no row runs into the next column.
    let names = measurements.map(\.name) + memory.map(\.name)
    let nameWidth = max(34, (names.map(\.count).max() ?? 0) + 2)
    var lines = [
      Formatting.padded("workload", to: nameWidth) + Formatting.padded("median", to: 12)
        + Formatting.padded("p25–p75", to: 24) + Formatting.padded("× baseline", to: 16)
        + "target"
    ]
    for measurement in measurements {
      let spread = measurement.spread
      let ratio = baseline.map { Formatting.fixed(measurement.median / $0, digits: 1) + "×" } ?? "-"
      let verdict =
        measurement.target.map { target in
          let met = target.isMet(by: measurement, among: measurements)
          let measured = target.ratio(of: measurement, among: measurements).map {
            "(\(Formatting.fixed($0, digits: 2))×) "
          }
          return "\(target.label) \(measured ?? "")"
            + (met.map { $0 ? "met" : "MISSED" } ?? "(reference not run)")
        } ?? ""
      lines.append(
        Formatting.padded(measurement.name, to: nameWidth)
          + Formatting.padded(Formatting.duration(measurement.median), to: 12)
          + Formatting.padded(
            "\(Formatting.duration(spread.low)) – \(Formatting.duration(spread.high))", to: 24)
          + Formatting.padded(ratio, to: 16) + verdict
      )
    }
    for reading in memory {
      lines.append(
        Formatting.padded(reading.name, to: nameWidth)
          + "\(megabytes(reading.beforeBytes)) → \(megabytes(reading.afterBytes)) "
          + "(growth \(megabytes(reading.growthBytes)))"
      )
    }
    return lines.joined(separator: "\n")
  }

  static func json(
    _ measurements: [Measurement], memory: [MemoryWorkloads.Reading], baseline: Double?
  ) throws -> String {
    struct Entry: Encodable {
      let name: String
      let group: String
      let medianNanoseconds: Double
      let p25Nanoseconds: Double
      let p75Nanoseconds: Double
      let ratioToBaseline: Double?
      let targetNanoseconds: Double?
      let targetMet: Bool?
      let samples: Int
    }
    struct MemoryEntry: Encodable {
      let name: String
      let beforeBytes: Int
      let afterBytes: Int
    }
    struct Document: Encodable {
      let baselineNanoseconds: Double?
      let workloads: [Entry]
      let memory: [MemoryEntry]
    }
    let document = Document(
      baselineNanoseconds: baseline,
      workloads: measurements.map { measurement in
        Entry(
          name: measurement.name, group: measurement.group, medianNanoseconds: measurement.median,
          p25Nanoseconds: measurement.spread.low, p75Nanoseconds: measurement.spread.high,
          ratioToBaseline: baseline.map { measurement.median / $0 },
          targetNanoseconds: measurement.target?.limit(among: measurements),
          targetMet: measurement.target?.isMet(by: measurement, among: measurements),
          samples: measurement.samples.count
        )
      },
      memory: memory.map {
        MemoryEntry(name: $0.name, beforeBytes: $0.beforeBytes, afterBytes: $0.afterBytes)
      }
    )
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    return String(decoding: try encoder.encode(document), as: UTF8.self)
  }

  private static func megabytes(_ bytes: Int) -> String {
    Formatting.fixed(Double(bytes) / 1_048_576, digits: 1) + " MiB"
  }
}
