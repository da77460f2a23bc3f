extension Result where Failure == any Error {
  /// Captures the outcome of an asynchronous throwing operation.
  ///
  /// ```swift
  /// await send(.searchResponse(Result { try await weatherClient.search(query: query) }))
  /// ```
  ///
  /// `body` runs in the caller's isolation, so it can be written inside a `.run` effect (which
  /// is main-actor isolated) without sending it to another executor.
  public init(
    isolation: isolated (any Actor)? = #isolation,
    catching body: () async throws -> Success
  ) async {
    do {
      self = .success(try await body())
    } catch {
      self = .failure(error)
    }
  }
}

/// Encodes a result as `{"success": value}` or `{"failure": error}`, so that effect responses
/// can be recorded and replayed.
extension Result: @retroactive Encodable where Success: Encodable, Failure: Encodable {
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: ResultCodingKeys.self)
    switch self {
    case let .success(value): try container.encode(value, forKey: .success)
    case let .failure(error): try container.encode(error, forKey: .failure)
    }
  }
}

extension Result: @retroactive Decodable where Success: Decodable, Failure: Decodable {
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: ResultCodingKeys.self)
    if container.contains(.success) {
      self = .success(try container.decode(Success.self, forKey: .success))
    } else {
      self = .failure(try container.decode(Failure.self, forKey: .failure))
    }
  }
}

/// The keys of an encoded `Result`.
enum ResultCodingKeys: String, CodingKey {
  case success
  case failure
}
