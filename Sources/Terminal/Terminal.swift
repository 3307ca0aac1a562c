import CNcursesw
// The Terminal module. See DESIGN.md.
