// The Motion module. See DESIGN.md.
