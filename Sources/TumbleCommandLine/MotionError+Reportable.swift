import Motion

// MARK: - Reporting

extension MotionError: ReportableError {
  /// 66 for input that is not there, 73 for a recording that would overwrite a file, 74 for a
  /// failing read or write, 65 for bad data.
  var exitStatus: Int32 {
    switch kind {
    case .missingFile, .noDevice:
      ExitStatus.noInput
    case .fileExists:
      ExitStatus.cannotCreate
    case .ioFailure:
      ExitStatus.ioError
    case .emptyFile, .binaryData, .unknownHeader, .missingColumn, .notANumber, .notFinite, .noRecording,
      .outOfRange:
      ExitStatus.dataError
    }
  }
}
