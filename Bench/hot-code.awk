# The functions of one program that callgrind profiles saw run, each once, in the files' order: the
# linker's --symbol-ordering-file for `make build` (see the Makefile's hot-code target).
# Usage: awk -v program=NAME -f hot-code.awk FILE.cg... (NAME: the end of the program's path).
# Callgrind names an object or function in full the first time, as `ob=(N) name`, then as `ob=(N)`.
function named(line, table,    id, rest) {
  id = line; sub(/^[a-z]+=\(/, "", id); sub(/\).*$/, "", id)
  rest = line; sub(/^[a-z]+=\([0-9]+\) ?/, "", rest)
  if (rest != "") table[FILENAME, id] = rest
  return table[FILENAME, id]
}
/^c?ob=/ { name = named($0, objects); if ($0 ~ /^ob=/) current = name; next }
/^cfn=/ { named($0, functions); next }
/^fn=/ {
  name = named($0, functions)
  inside = length(current) >= length(program) && substr(current, length(current) - length(program) + 1) == program
  if (inside && name !~ /^(0x|[(])/ && !(name in seen)) { seen[name] = 1; print name }
}
