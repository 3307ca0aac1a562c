// The Motion module: tilt samples, recordings (read and write), importers, live sources and the
// mappings from a phone's attitude to the playground's gravity. See DESIGN.md and the README.
