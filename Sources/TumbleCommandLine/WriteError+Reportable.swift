import Motion

// MARK: - Reporting

extension WriteError: ReportableError {
  /// 73 for a file that cannot be created (it exists, its folder does not), 74 for a failed write.
  var exitStatus: Int32 { creating ? ExitStatus.cannotCreate : ExitStatus.ioError }
}
