@_exported import Runtime
