#!/usr/bin/env bash
# How closely every long command keeps its limits, measured through the launcher as a user runs it: the wall time
# past a --timeout of 3 s, and the time from Ctrl-C (SIGINT) to the process's end, per command, side by side in one
# run. The tests only bound these loosely (a busy machine must not fail them); this prints the real figures. Run on
# a quiet machine: docs/limits.sh [TIMEOUT_SECONDS]
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
g="$root/gridpuzzle"
limit="${1:-3}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
"$g" --version >/dev/null # builds the distribution if needed

# hard inputs, the same kinds as LimitsEveryCommandIT
awk -v n=300 'BEGIN { for (r = 0; r < n; r++) { line = ""; for (c = 0; c < n; c++) line = line (c ? " " : "") "r" int(r / 2) * (n / 2) + int(c / 2); print line }
  print ""; dots = ""; for (c = 0; c < n; c++) dots = dots "."; for (r = 0; r < n; r++) print dots }' >"$work/empty300.sug"
"$g" -q floodit generate --rows 30 --cols 30 --seed 1 -o "$work/b30.flood"  # the exact search proves many random 22×22 boards in seconds
for size in 100 200 1500; do "$g" -q floodit generate --rows "$size" --cols "$size" -o "$work/b$size.flood"; done
for side in 20 24; do
  awk -v n="$side" 'BEGIN { for (r = 0; r < n; r++) { line = ""; for (c = 0; c < n; c++) {
      ch = (c == int(n / 2)) ? "#" : "."; if (r == 0 && c == 0) ch = "S"; if (r == n - 1 && c == n - 1) ch = "T"; line = line ch }
    print line } }' >"$work/split$side.map"
done
awk -v n=11 -v m=10 'BEGIN { k = 0; for (i = 0; i < n; i++) { l = ""; for (j = 0; j < m; j++) l = l (i * m + j + 1) " "; c[k++] = l "0" }
  for (j = 0; j < m; j++) for (a = 0; a < n; a++) for (b = a + 1; b < n; b++) c[k++] = "-" (a * m + j + 1) " -" (b * m + j + 1) " 0"
  print "p cnf " n * m " " k; for (i = 0; i < k; i++) print c[i] }' >"$work/php.cnf"
# a 40-byte file that declares 16.7 million variables: refused by the memory budget or answered within the limit
printf 'p cnf 16777216 1\n16777216 -1 0\n' >"$work/huge.cnf"
cat >"$work/room.xsb" <<'XSB'
##############
#@           #
# $  .   $ . #
#   $    .   #
#  .   $     #
#    $    .  #
#  .    $    #
#   .  $     #
#            #
#            #
#            #
#            #
#            #
##############
XSB
cat >"$work/room.lvl" <<'LVL'
############
#p.........#
#.1......1.#
#..........#
#..........#
#....1.....#
#.....1....#
#..........#
#..........#
#.1......1.#
#..........#
############
LVL

commands=(
  "suguru solve empty300.sug" "suguru count empty300.sug" "suguru hint empty300.sug" "suguru explain empty300.sug"
  "suguru generate --rows 80 --cols 80 --seed 1"
  "floodit solve b30.flood" "floodit solve b100.flood --heuristic" "floodit solve b200.flood"
  "floodit solve b1500.flood --mode free --heuristic"
  "reach split24.map --encoding path" "reach split20.map --encoding dag" "reach split20.map --encoding tree"
  "sat php.cnf" "sat huge.cnf" "sokoban solve room.xsb --strategy sequential" "snowman solve room.lvl --strategy sequential"
)
# a level whose first horizon alone is millions of clauses (the formula is built, then stopped, within the limit)
xsb="$root/../shared/data/sokoban/xsokoban90/levels.xsb"
if [ -f "$xsb" ]; then
  cp "$xsb" "$work/xsokoban.xsb"
  commands+=("sokoban solve xsokoban.xsb --level 30 --strategy recipe")
fi

now() { date +%s%N; }
printf '| command | exit at --timeout %ss | past the limit (ms) | exit at Ctrl-C | after Ctrl-C (ms) |\n' "$limit"
printf '|---|---:|---:|---:|---:|\n'
cd "$work"
for c in "${commands[@]}"; do
  read -r -a words <<<"$c"
  start=$(now)
  set +e
  "$g" -q "${words[@]}" --timeout "${limit}s" >/dev/null 2>&1
  code=$?
  set -e
  over=$(( ($(now) - start) / 1000000 - limit * 1000 ))
  # a background job of a script starts with SIGINT ignored, and so would the JVM: give it the default back
  env --default-signal=INT "$g" -q "${words[@]}" >/dev/null 2>&1 &
  pid=$!
  sleep 1.5
  sent=$(now)
  kill -INT "$pid" 2>/dev/null || true
  set +e
  wait "$pid"
  int=$?
  set -e
  after=$(( ($(now) - sent) / 1000000 ))
  printf '| `%s` | %s | %s | %s | %s |\n' "$c" "$code" "$over" "$int" "$after"
done
