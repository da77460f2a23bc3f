import Foundation
import Runtime

extension SettingsClient: DependencyKey {
  /// The settings file named by the environment; see ``SettingsClient/fileURL(environment:)``.
  public static let liveValue = SettingsClient.fileBacked(
    url: fileURL(environment: ProcessInfo.processInfo.environment)
  )

  /// Settings kept in memory, starting from defaults.
  public static let previewValue = SettingsClient.inMemory()

  /// Endpoints that fail the test when called; override the ones a test uses.
  public static var testValue: SettingsClient {
    Self(load: unimplemented("SettingsClient.load"), save: unimplemented("SettingsClient.save"))
  }
}
