// The C library's elementary functions, and nothing else of it, for the modules the design
// allows only the standard library and libm (Dynamics, Bounce): `import LibM` instead of
// Foundation. The functions are the C library's own, so results are those Foundation gave.
#if canImport(Glibc)
  @_exported import func Glibc.atan2
  @_exported import func Glibc.cos
  @_exported import func Glibc.exp
  @_exported import func Glibc.floor
  @_exported import func Glibc.log2
  @_exported import func Glibc.pow
  @_exported import func Glibc.sin
  @_exported import func Glibc.tan
#elseif canImport(Musl)
  @_exported import func Musl.atan2
  @_exported import func Musl.cos
  @_exported import func Musl.exp
  @_exported import func Musl.floor
  @_exported import func Musl.log2
  @_exported import func Musl.pow
  @_exported import func Musl.sin
  @_exported import func Musl.tan
#elseif canImport(Darwin)
  @_exported import func Darwin.atan2
  @_exported import func Darwin.cos
  @_exported import func Darwin.exp
  @_exported import func Darwin.floor
  @_exported import func Darwin.log2
  @_exported import func Darwin.pow
  @_exported import func Darwin.sin
  @_exported import func Darwin.tan
#endif
