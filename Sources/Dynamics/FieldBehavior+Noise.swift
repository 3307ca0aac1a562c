import LibM

// MARK: - Noise

extension FieldBehavior {
  /// Smooth value noise in 0…1 over (x, y, z): a hashed lattice blended with smoothstep.
  static func noise(_ x: Double, _ y: Double, _ z: Double) -> Double {
    let cell = (Int(floor(x)), Int(floor(y)), Int(floor(z)))
    let blend = [x - floor(x), y - floor(y), z - floor(z)].map { $0 * $0 * (3 - 2 * $0) }
    var total = 0.0
    for corner in 0..<8 {
      let step = (corner & 1, (corner >> 1) & 1, (corner >> 2) & 1)
      let weight =
        (step.0 == 1 ? blend[0] : 1 - blend[0]) * (step.1 == 1 ? blend[1] : 1 - blend[1])
        * (step.2 == 1 ? blend[2] : 1 - blend[2])
      total += weight * lattice(cell.0 + step.0, cell.1 + step.1, cell.2 + step.2)
    }
    return total
  }

  /// A fixed pseudo-random value in 0…1 for a lattice point (SplitMix64 of its coordinates).
  private static func lattice(_ x: Int, _ y: Int, _ z: Int) -> Double {
    var value = UInt64(bitPattern: Int64(x)) &* 0x9E37_79B9_7F4A_7C15
    value ^= UInt64(bitPattern: Int64(y)) &* 0xC2B2_AE3D_27D4_EB4F
    value ^= UInt64(bitPattern: Int64(z)) &* 0x1656_67B1_9E37_79F9
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    value ^= value >> 31
    return Double(value >> 11) / Double(1 << 53)
  }
}
