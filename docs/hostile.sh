#!/usr/bin/env bash
# The hostile inputs of issues #51 and #59 through the launcher as a user runs them, each with --memory 1g: wall time against
# its limit, exit code, peak RSS and the lines on stderr (the first one shown). Needs python3, mkfifo and GNU time;
# XSokoban 50 is read from ../shared when it is there. Run on a quiet machine: docs/hostile.sh
set -uo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
G="$root/gridpuzzle"
H="$(mktemp -d)"
trap 'rm -rf "$H"' EXIT
"$G" --version >/dev/null # builds the distribution if needed
python3 - "$H" <<'PY'
import sys
h = sys.argv[1]
def write(name, text):
    open(f"{h}/{name}", "w").write(text)
write("bomb.sok", "; bomb\n" + "\n".join(["9999#"] + ["#@$.9995-#" if r == 0 else "#9997-#" for r in range(13000)]
                                          + ["9999#"]) + "\n")                      # 104 KB, tens of millions of cells
write("overflow.sok", "; overflow\n2147483647#\n#@$.2147483647-#\n2147483647#\n")
def slc(n):
    return ('<?xml version="1.0"?>\n<SokobanLevels><LevelCollection><Level Id="tall">\n'
            + "".join("<L>#@$.#</L>\n" if i == 1 else "<L>#   #</L>\n" for i in range(n)) + "</Level></LevelCollection></SokobanLevels>\n")
write("rows20k.slc", slc(20000))
write("rows80k.slc", slc(80000))
side = 200
write("room200.xsb", "; open room\n" + "#" * (side + 2) + "\n" + "".join("#" + ("@$." + " " * (side - 3) if r == 0 else " " * side)
                                                                      + "#\n" for r in range(side)) + "#" * (side + 2) + "\n")
write("open20k.slc", '<?xml version="1.0"?>\n<SokobanLevels><LevelCollection><Level Id="open">\n'
      + "<L>#@$.#</L>\n" + "<L>#   #\n" * 20000 + "</Level></LevelCollection></SokobanLevels>\n")  # rows never closed
write("wide.slc", '<?xml version="1.0"?>\n<SokobanLevels><LevelCollection><Level Id="wide">\n<L>#'
      + " " * 200000 + "#</L>\n</Level></LevelCollection></SokobanLevels>\n")                    # one row of 200 KB
n = 150                                                      # a 150x150 snow field, three small balls (22 KB)
field = ["#" * n] + ["#" + "." * (n - 2) + "#" for _ in range(n - 2)] + ["#" * n]
field[1], field[2], field[3] = "#q1." + "." * (n - 5) + "#", "#..1" + "." * (n - 5) + "#", "#...1" + "." * (n - 6) + "#"
write("open150.lvl", "\n".join(field) + "\n")
write("header.cnf", "p cnf 16777216 1\n1 0\n")
write("small.cnf", "p cnf 3 2\n1 -2 0\n2 3 0\n")
write("one.sug", "A\n\n1\n")
write("ctrl.sug", "AB\nAB\n\n1 .\n\033[31m. 1\n")
write("chatty-solver.sh", "#!/bin/sh\necho 's SATISFIABLE'; head -c 300000000 /dev/zero | tr '\\0' '1'; echo; exit 10\n")
PY
chmod +x "$H/chatty-solver.sh"
truncate -s 1500M "$H/sparse.sug"
mkfifo "$H/fifo.sug"
ln -s "$H/nowhere/x.svg" "$H/dangling.svg"
xsb="$root/../shared/data/sokoban/xsokoban90/levels.xsb"

run() { # label limit args...
  local label=$1 limit=$2; shift 2
  /usr/bin/time -f "%e %M" -o "$H/t.txt" "$G" "$@" >"$H/out.txt" 2>"$H/err.txt"
  local code=$? secs kb
  read -r secs kb < <(tail -1 "$H/t.txt")
  printf "| %s | %s | %s | %.2f s | %d MiB | %d | %.110s |\n" "$label" "$limit" "$code" "$secs" $((kb / 1024)) \
    "$(grep -vc '^$' "$H/err.txt")" "$(grep -v '^$' "$H/err.txt" | head -1 | sed "s|$H/||g; s/|/\\\\|/g")"
}
interrupt() { # label after args...: Ctrl-C (SIGINT to the process group, as a terminal sends) after some seconds
  local label=$1 after=$2; shift 2
  set -m
  /usr/bin/time -f "%e %M" -o "$H/t.txt" "$G" "$@" >"$H/out.txt" 2>"$H/err.txt" &
  local pid=$!
  set +m
  sleep "$after"
  local t0 code secs kb
  t0=$(date +%s%N)
  kill -INT -- "-$pid"
  wait "$pid"
  code=$?
  read -r secs kb < <(tail -1 "$H/t.txt")
  printf "| %s | Ctrl-C at %ss | %s | %.2f s after it | %d MiB | %d | %.110s |\n" "$label" "$after" "$code" \
    "$(( $(date +%s%N) - t0 ))e-9" $((kb / 1024)) "$(grep -vc '^$' "$H/err.txt")" \
    "$(grep -v '^$' "$H/err.txt" | tail -1 | sed "s|$H/||g; s/|/\\\\|/g")"
}
echo "| case | limit | exit | wall | peak RSS | stderr lines | first line |"
echo "|---|---|---|---|---|---|---|"
run ".sok run-length bomb (104 KB)" 3s sokoban solve "$H/bomb.sok" --timeout 3s --memory 1g
run ".sok run length 2^31-1" 3s sokoban solve "$H/overflow.sok" --timeout 3s --memory 1g
run "SLC, 20,000 rows" - read "$H/rows20k.slc" --memory 1g
run "SLC, 80,000 rows" - read "$H/rows80k.slc" --memory 1g
run "200x200 open room" 3s sokoban solve "$H/room200.xsb" --timeout 3s --memory 1g
run "200x200 open room, sequential" 3s sokoban solve "$H/room200.xsb" --timeout 3s --strategy sequential --memory 1g
if [ -f "$xsb" ]; then
  run "XSokoban 50, search" 1s sokoban solve "$xsb" --level 50 --strategy search --timeout 1s --memory 1g
  run "XSokoban 50, search-optimal" 1s sokoban solve "$xsb" --level 50 --strategy search-optimal --timeout 1s --memory 1g
fi
run "suguru generate 5000x5000" 3s suguru generate --rows 5000 --cols 5000 --timeout 3s --memory 1g -q
run "/dev/zero" - suguru solve /dev/zero --format text --memory 1g
run "a FIFO nobody writes to" 2s suguru solve "$H/fifo.sug" --timeout 2s --memory 1g
run "1.5 GB sparse file" - suguru solve "$H/sparse.sug" --memory 1g
run "a solver printing 300 MB" 3s sat "$H/small.cnf" --sat-solver "$H/chatty-solver.sh" --timeout 3s --memory 1g
run "verify a 1x1 solution of a 6x6, -o svg" - suguru verify "$root/examples/suguru/easy-6x6.sug" "$H/one.sug" -o "$H/v.svg" --memory 1g
run "generate 1x1" - suguru generate --rows 1 --cols 1 -q
run "-o a dangling link" - suguru solve "$root/examples/suguru/easy-6x6.sug" -o "$H/dangling.svg"
run "2^24-variable header, --memory 1g" - sat "$H/header.cnf" --memory 1g
run "2^24-variable header, --memory 8g" - sat "$H/header.cnf" --memory 8g
run "an escape sequence in the input" - read "$H/ctrl.sug"
# issue #59
run "SLC, 20,000 unclosed <L> rows" 3s sokoban solve "$H/open20k.slc" --timeout 3s --memory 1g
run "SLC, one row of 200,000 spaces, read" - read "$H/wide.slc" --memory 1g
run "SLC, one row of 200,000 spaces, solve" 3s sokoban solve "$H/wide.slc" --timeout 3s --memory 1g
run "Snowman 150x150 open field" 3s snowman solve "$H/open150.lvl" --timeout 3s --memory 1g
run "Snowman 150x150, sequential" 3s snowman solve "$H/open150.lvl" --strategy sequential --timeout 3s --memory 1g
run "cube A*, K above the optimum" - snowman solve "$root/examples/snowman/three-balls.lvl" --cubes 4 --steps 8 \
  --strategy search-optimal --memory 1g
run "150x150, --cubes 1000 --steps 3" 3s snowman solve "$H/open150.lvl" --cubes 1000 --steps 3 --timeout 3s --memory 1g
run "--steps 2147483647 above --max-steps" 10s snowman solve "$root/examples/snowman/three-balls.lvl" --cubes 4 \
  --steps 2147483647 --timeout 10s --memory 1g
run "2^24-variable header, --timeout 1s" 1s sat "$H/header.cnf" --timeout 1s --memory 1g
interrupt "150x150, --cubes 100, sequential" 3 snowman solve "$H/open150.lvl" --cubes 100 --strategy sequential \
  --memory 1g
