// The Playground module. See DESIGN.md.
