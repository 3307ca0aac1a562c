// The UIKit Dynamics chapter's examples on Tumble's Dynamics library: each prints what it measured.
for example in [
  gravityExample, collisionExample, attachmentExample, pushExample, snapExample, itemPropertiesExample, fieldExample,
  composedExample,
] {
  print(example())
}
