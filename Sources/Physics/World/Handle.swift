/// A handle to an object in a `World`: the world it belongs to, a slot and the slot's generation,
/// so a stale handle, or one from another world, is detected (as Box2D v3's ids).
public struct Handle<Object>: Hashable, Sendable {
  /// The slot in the world's arrays.
  public let index: Int32
  /// The slot's generation when the handle was made.
  public let generation: UInt32
  /// The world's number (see `World.number`).
  let world: UInt32

  /// A handle from its parts.
  init(index: Int32, generation: UInt32, world: UInt32) {
    self.index = index
    self.generation = generation
    self.world = world
  }
}

/// What a `BodyID` names.
public enum BodyObject {}
/// What a `ShapeID` names.
public enum ShapeObject {}
/// What a `JointID` names.
public enum JointObject {}

/// A handle to a body.
public typealias BodyID = Handle<BodyObject>
/// A handle to a shape.
public typealias ShapeID = Handle<ShapeObject>
/// A handle to a joint.
public typealias JointID = Handle<JointObject>
