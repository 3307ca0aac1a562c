// The Physics module. See DESIGN.md.
