/// Reed–Solomon error correction over GF(256) with the QR polynomial x⁸ + x⁴ + x³ + x² + 1.
enum ReedSolomon {
  /// α⁰ … α²⁵⁴ and their logarithms, for multiplying in the field.
  private static let tables: (exp: [UInt8], log: [Int]) = {
    var exp = [UInt8](repeating: 0, count: 255)
    var log = [Int](repeating: 0, count: 256)
    var value = 1
    for power in 0..<255 {
      exp[power] = UInt8(value)
      log[value] = power
      value <<= 1
      if value & 0x100 != 0 { value ^= 0x11D }
    }
    return (exp, log)
  }()

  /// The product of `a` and `b` in the field.
  static func multiply(_ a: UInt8, _ b: UInt8) -> UInt8 {
    guard a != 0, b != 0 else { return 0 }
    return tables.exp[(tables.log[Int(a)] + tables.log[Int(b)]) % 255]
  }

  /// The generator polynomial (x − α⁰)(x − α¹)…(x − α^(degree−1)), its coefficients from the highest
  /// power down, the leading 1 left out.
  static func generator(degree: Int) -> [UInt8] {
    var coefficients = [UInt8](repeating: 0, count: degree)
    coefficients[degree - 1] = 1
    var root: UInt8 = 1
    for _ in 0..<degree {
      for index in 0..<degree {
        coefficients[index] = multiply(coefficients[index], root)
        if index + 1 < degree { coefficients[index] ^= coefficients[index + 1] }
      }
      root = multiply(root, 2)
    }
    return coefficients
  }

  /// The `count` error correction codewords of `data`: the remainder of data · x^count divided by
  /// the generator.
  static func remainder(of data: [UInt8], count: Int) -> [UInt8] {
    let divisor = generator(degree: count)
    var result = [UInt8](repeating: 0, count: count)
    for byte in data {
      let factor = byte ^ result[0]
      result.removeFirst()
      result.append(0)
      for index in 0..<count { result[index] ^= multiply(divisor[index], factor) }
    }
    return result
  }
}
