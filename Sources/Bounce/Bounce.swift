// The Bounce module. See DESIGN.md.
