import Auth

extension User {
  static let blob = DemoAccount.blob.user
  static let blobJr = DemoAccount.blobJr.user
}
