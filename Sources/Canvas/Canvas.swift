// The Canvas module. See DESIGN.md.
