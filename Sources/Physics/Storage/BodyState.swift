/// The solver's hot per-body data: velocities, the motion within the current step, inverse mass.
///
/// Static and sleeping bodies have zero inverse mass here, so the solver treats them alike.
///
/// Stored in single precision, as Box2D v3 keeps its body state (32 bytes a body where doubles took
/// 64: 3.2 MB of a 100 000-ball pit's peak). The contact solver and the substeps' updates compute
/// in single precision on the fields themselves; the rest reads and writes them as doubles.
@usableFromInline struct BodyState: Sendable {
  /// Linear velocity of the centre of mass, x.
  @usableFromInline var vx: Float = 0
  /// Linear velocity of the centre of mass, y.
  @usableFromInline var vy: Float = 0
  /// Angular velocity.
  @usableFromInline var angularVelocity: Float = 0
  /// How far the centre of mass moved since the step began, x.
  @usableFromInline var dpx: Float = 0
  /// How far the centre of mass moved since the step began, y.
  @usableFromInline var dpy: Float = 0
  /// How far the body turned since the step began.
  @usableFromInline var turn: Float = 0
  /// Inverse mass (0 for static, kinematic and sleeping bodies).
  @usableFromInline var inverseMass: Float = 0
  /// Inverse rotational inertia (0 when the body cannot turn).
  @usableFromInline var inverseInertia: Float = 0

  /// Linear velocity of the centre of mass.
  @inlinable var v: Vector2 {
    @inline(__always) get { Vector2(Double(vx), Double(vy)) }
    @inline(__always) set {
      vx = Float(newValue.x)
      vy = Float(newValue.y)
    }
  }
  /// Angular velocity.
  @inlinable var w: Double {
    @inline(__always) get { Double(angularVelocity) }
    @inline(__always) set { angularVelocity = Float(newValue) }
  }
  /// How far the centre of mass moved since the step began.
  @inlinable var dp: Vector2 {
    @inline(__always) get { Vector2(Double(dpx), Double(dpy)) }
    @inline(__always) set {
      dpx = Float(newValue.x)
      dpy = Float(newValue.y)
    }
  }
  /// How far the body turned since the step began.
  @inlinable var dw: Double {
    @inline(__always) get { Double(turn) }
    @inline(__always) set { turn = Float(newValue) }
  }
  /// Inverse mass (0 for static, kinematic and sleeping bodies).
  @inlinable var invMass: Double {
    @inline(__always) get { Double(inverseMass) }
    @inline(__always) set { inverseMass = Float(newValue) }
  }
  /// Inverse rotational inertia (0 when the body cannot turn).
  @inlinable var invInertia: Double {
    @inline(__always) get { Double(inverseInertia) }
    @inline(__always) set { inverseInertia = Float(newValue) }
  }

  /// Whether the contact solver moves the body (it has an inverse mass or inertia): the solver
  /// never writes the state of one that it does not move.
  @inlinable var isMovable: Bool { inverseMass != 0 || inverseInertia != 0 }

  /// A body at rest with infinite mass.
  @inlinable init() {}
}
