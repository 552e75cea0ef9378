#!/usr/bin/env bash
# The hostile inputs of issues #51, #59 and #67 through the launcher as a user runs them, each with --memory 1g: wall time
# against its limit, exit code, peak RSS and the lines on stderr (the first one shown). Needs python3, mkfifo, GNU time,
# curl and jq; XSokoban is read from ../shared when it is there. Run on a quiet machine: docs/hostile.sh (about 8 minutes;
# HOSTILE_CLUSTER=0 leaves out the 2.5-minute cluster case)
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
  # SIGINT back to its default first: a script started in the background (nohup ... &) inherits it ignored, and a
  # JVM started with SIGINT ignored never hears Ctrl-C
  /usr/bin/time -f "%e %M" -o "$H/t.txt" python3 -c 'import os, signal, sys
signal.signal(signal.SIGINT, signal.SIG_DFL); os.execvp(sys.argv[1], sys.argv[1:])' "$G" "$@" >"$H/out.txt" 2>"$H/err.txt" &
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

# issue #67 (the hostile run of 2026-12-07): H1, H2, M1-M5, L1-L11 and the older lows it carried
python3 - "$H" <<'PY'
import random, sys
h = sys.argv[1]
def write(name, text):
    open(f"{h}/{name}", "w").write(text)
def room(n, ch=" "):
    return [["#"] * n] + [["#"] + [ch] * (n - 2) + ["#"] for _ in range(n - 2)] + [["#"] * n]
def rows(g):
    return "\n".join("".join(r).rstrip() for r in g) + "\n"
def serp(side, goal):                          # H1: a one-wide serpentine, every cell a cut cell
    g = [["#"] * side for _ in range(side)]
    for r in range(1, side - 1, 2):
        for c in range(1, side - 1):
            g[r][c] = " "
        if r + 1 < side - 1:
            g[r + 1][side - 2 if (r // 2) % 2 == 0 else 1] = " "
    g[1][1], g[1][2], g[1][goal] = "@", "$", "."
    return g
write("serp181.xsb", "; serp181\n" + rows(serp(181, 170)))                      # 16,199 floor cells, 32 KB
write("corridor10000.xsb", "; corridor 10000\n" + "#" * 10004 + "\n#@$" + " " * 9998 + ".#\n" + "#" * 10004 + "\n")
random.seed(5)                                 # H1: a goal room of 240 cells with 100 goals behind a one-cell door
g = [["#"] * 34 for _ in range(17)]
for r in range(1, 16):
    for c in list(range(1, 16)) + list(range(17, 33)):
        g[r][c] = " "
g[8][16] = " "
left = [(r, c) for r in range(2, 15) for c in range(2, 15)]
right = [(r, c) for r in range(1, 16) for c in range(17, 33)]
random.shuffle(left)
random.shuffle(right)
for (r, c), (s, d) in zip(left[:100], right[:100]):
    g[r][c], g[s][d] = "$", "."
g[left[100][0]][left[100][1]] = "@"
write("goalroom100.xsb", "; goal room 100\n" + rows(g))
random.seed(1)                                 # M5, L5: 300 boxes and 300 goals at random in a 40x40 room
g = room(40)
inner = [(r, c) for r in range(2, 38) for c in range(2, 38)]
random.shuffle(inner)
for r, c in inner[:300]:
    g[r][c] = "$"
for r, c in inner[300:600]:
    g[r][c] = "."
g[inner[600][0]][inner[600][1]] = "@"
write("boxes300.xsb", "; boxes300\n" + rows(g))
random.seed(9)                                 # L5: 300 boxes, one in a dead corner: no plan exists
g = room(40)
cells = [(r, c) for r in range(3, 37) for c in range(3, 37)]
random.shuffle(cells)
for r, c in cells[:299]:
    g[r][c] = "$"
for r, c in cells[299:599]:
    g[r][c] = "."
g[1][1] = "$"
g[cells[599][0]][cells[599][1]] = "@"
write("deadcorner300.xsb", "; dead corner\n" + rows(g))
g = serp(101, 2)                               # L5: a one-wide serpentine whose box cannot turn
g[1][2], g[99][50] = "$", "."
write("serpentine101.xsb", "; serpentine unsolvable\n" + rows(g))
write("packed.xsb", "; packed all on goals\n" + "\n".join(["#" * 20, "#@" + "*" * 17 + "#"] + ["#" + "*" * 18 + "#"] * 17
                                                          + ["#" * 20]) + "\n")  # L8: 323 boxes on their goals
g = room(12, ".")                              # L8: four snowmen built
g[1][1] = "p"
for r, c in [(3, 3), (3, 6), (6, 3), (6, 6)]:
    g[r][c] = "7"
write("built4.lvl", rows(g))
def field(n, balls):                           # H2, M4, M5: open snow fields
    g = room(n, ".")
    for r, c in balls:
        g[r][c] = "1"
    g[1][1] = "p"
    return rows(g)
write("far150.lvl", field(150, [(145, 141), (145, 143), (145, 145)]))         # 22 KB, a 310-move plan
write("open400.lvl", field(400, [(3, 3), (3, 5), (3, 7)]))
write("open700.lvl", field(700, [(3, 3), (3, 5), (3, 7)]))                    # 490 KB
write("two.xsb", "; one\n#######\n#@ $ .#\n#######\n\n; two\n#######\n#@ X .#\n#######\n")   # L6
write("lbl.sok", "; First\n#######\n#@ X .#\n#######\n")                                     # old L3
write("counts.xsb", "; one\n#######\n#@ $ .#\n#######\n\n; two\n#######\n#@$$ .#\n#######\n\n; three\n#####\n"
      "#@$.#\n#####\n")
write("esc2.sug", "\033[31m\n")                                                            # old L5
write("esc-row.xsb", "; one\n#####\n\033#@$.#\n#####\n\n; two\n#####\n#@$.#\n#####\n")
write("two.lvl", "#####\n#p.q#\n#.1.#\n#####\n")
write("two.cnf", "p cnf 2 2\n1 2 0\n-1 0\n")
write("beyond.sh", '#!/bin/sh\necho "s SATISFIABLE"; echo "v -1 2 99 0"; exit 10\n')        # old L14
write("garbage.sh", "#!/bin/sh\necho garbage\n")                                            # old L11
write("solved.xsb", "; solved\n#####\n#@* #\n#####\n")                                    # M1
write("four.xsb", "; one\n#######\n#@ $ .#\n#######\n\n; two\n#######\n#@ X .#\n#######\n\n; three\n#######\n"
      "#@$  .#\n#######\n\n; four\n########\n#@ $  .#\n########\n")
write("ten.xsb", "".join(f"; {i}\n#######\n#@ $ .#\n#######\n\n" for i in range(1, 11)))
PY
chmod +x "$H/beyond.sh" "$H/garbage.sh"
mkfifo "$H/unread.fifo"
mkdir -p "$H/lab2" "$H/lab3/one" "$H/secretdir"
printf '#####\n#p7.#\n#####\n' > "$H/lab2/built.lvl"
printf '#######\n#p7.7.#\n#######\n' > "$H/lab2/built2.lvl"
printf '1111\n1212\n' > "$H/lab3/one/boards.txt"
printf '\n2\n' > "$H/lab3/one/optimal.txt"
answer() { # as run, then the answer's last line (stdout)
  run "$@"
  printf "|   answer | | | | | | %.110s |\n" "$(tail -1 "$H/out.txt" | sed "s|$H/||g; s/|/\\\\|/g")"
}
# H1: the search's preparation keeps the limit and Ctrl-C
run "H1 one-wide serpentine, 16,199 cells, search" 3s sokoban solve "$H/serp181.xsb" --strategy search --timeout 3s \
  --memory 1g
run "H1 one-wide corridor of 10,000, search" 6s sokoban solve "$H/corridor10000.xsb" --strategy search --timeout 6s \
  --memory 1g
run "H1 goal room, 240 cells, 100 goals, search" 3s sokoban solve "$H/goalroom100.xsb" --strategy search --timeout 3s \
  --memory 1g
interrupt "H1 goal room, 240 cells, 100 goals, search" 4 sokoban solve "$H/goalroom100.xsb" --strategy search --memory 1g
# H2, M4, M5: Snowman plan pictures sized by what they hold; huge fields keep their limits and memory
run "H2 far150 plan, -o svg (639 MB before)" 10s snowman solve "$H/far150.lvl" --timeout 10s --memory 1g \
  -o "$H/far150.svg"
echo "|   far150.svg: $(stat -c %s "$H/far150.svg" 2>/dev/null) bytes | | | | | | |"
run "M4 700x700 field" 3s snowman solve "$H/open700.lvl" --timeout 3s --memory 1g
run "M5 400x400 field" 3s snowman solve "$H/open400.lvl" --timeout 3s --memory 1g
run "M5 400x400 field, search" 3s snowman solve "$H/open400.lvl" --strategy search --timeout 3s --memory 1g
interrupt "M5 400x400 field" 3 snowman solve "$H/open400.lvl" --memory 1g
run "M5 300 boxes, search" 3s sokoban solve "$H/boxes300.xsb" --strategy search --timeout 3s --memory 1g
# item 1 and L5: the default is never worse than search, and no bound is a number it is not
if [ -f "$xsb" ]; then
  answer "item 1: XSokoban 4, default" 8s sokoban solve "$xsb" --level 4 --timeout 8s --memory 1g
  answer "item 1: XSokoban 4, search" 8s sokoban solve "$xsb" --level 4 --strategy search --timeout 8s --memory 1g
fi
answer "L5 300 random boxes, default: the search's bound" 3s sokoban solve "$H/boxes300.xsb" --timeout 3s --memory 1g
answer "L5 300 boxes, one in a dead corner" 3s sokoban solve "$H/deadcorner300.xsb" --timeout 3s --memory 1g
answer "L5 serpentine, the box cannot turn" 3s sokoban solve "$H/serpentine101.xsb" --timeout 3s --memory 1g
# L8: a level solved at its start answers at once
run "L8 323 boxes on their goals, search" 3s sokoban solve "$H/packed.xsb" --strategy search --timeout 3s --memory 1g
run "L8 323 boxes on their goals, sequential" 3s sokoban solve "$H/packed.xsb" --strategy sequential --timeout 3s \
  --memory 1g
run "L8 four snowmen built, search" 3s snowman solve "$H/built4.lvl" --strategy search --timeout 3s --memory 1g
# M3, L7, L9, L10, old L8, L14, L15, item 9: output files, messages, options
run "M3 -o a FIFO nobody reads" 3s suguru solve "$root/examples/suguru/easy-6x6.sug" -o "$H/unread.fifo" \
  --timeout 3s --memory 1g
interrupt "M3 -o a FIFO nobody reads" 2 suguru solve "$root/examples/suguru/easy-6x6.sug" -o "$H/unread.fifo" \
  --memory 1g
mkfifo "$H/unread.sug" "$H/unread.cnf" "$H/unread.flood" # M3 on the commands that write their own files
run "M3 suguru generate -o a FIFO nobody reads" 2s suguru generate --rows 5 --cols 5 --seed 1 -o "$H/unread.sug" \
  --timeout 2s
run "M3 reach --dimacs a FIFO nobody reads" 2s reach "$root/examples/reach/maze.map" --dimacs "$H/unread.cnf" \
  --timeout 2s
interrupt "M3 floodit reduce-vc -o a FIFO nobody reads" 2 floodit reduce-vc "$root/examples/floodit/path3.col" \
  -o "$H/unread.flood"
run "suguru generate -o f.jpg" - suguru generate --rows 5 --cols 5 --seed 1 -o "$H/f.jpg"
run "floodit reduce-vc -o f.gif" - floodit reduce-vc "$root/examples/floodit/path3.col" -o "$H/f.gif"
if [ -f "$xsb" ]; then
  for i in 1 2 3 4; do # a raw JVM exception line came in 2 runs of 4
    run "L7 XSokoban 5 at --memory 100m, run $i" 10s sokoban solve "$xsb" --level 5 --timeout 10s --memory 100m
    echo "|   lines with Exception: $(grep -c "Exception" "$H/err.txt") | | | | | | |"
  done
  run "item 6: XSokoban 29, --json" 3s sokoban solve "$xsb" --level 29 --timeout 3s --json --memory 1g
fi
run "L9 --cubes 4 --steps 0" - snowman solve "$root/examples/snowman/three-balls.lvl" --cubes 4 --steps 0
run "L9 --cubes 4 --strategy search" - snowman solve "$root/examples/snowman/three-balls.lvl" --cubes 4 \
  --strategy search
run "L10 sokoban --format bogus" - sokoban solve "$root/examples/sokoban/two.xsb" --format bogus
run "L10 snowman --format xsb" - snowman solve "$root/examples/sokoban/two.xsb" --format xsb
long="$(printf 'a%.0s' {1..250})"
run "old L8 -o a 254-character name" - suguru solve "$root/examples/suguru/easy-6x6.sug" -o "$H/$long.sug"
run "old L8 -o a 256-character name" - suguru solve "$root/examples/suguru/easy-6x6.sug" -o "$H/${long}bb.sug"
run "old L14 a model naming variable 99 of 2" - sat "$H/two.cnf" --sat-solver "$H/beyond.sh"
bad="$(printf 'bad\377\376name.sug')"
cp "$root/examples/suguru/easy-6x6.sug" "$H/$bad"
cp "$root/examples/suguru/easy-6x6.sug" "$H/café.sug"
run "old L15 a name with bytes that are not UTF-8" - suguru solve "$H/$bad"
LC_ALL=POSIX run "old L15 café.sug in the POSIX locale" - suguru solve "$H/café.sug"
run "item 9: -o f.jpg" - suguru solve "$root/examples/suguru/easy-6x6.sug" -o "$H/f.jpg"
# L4, L6, old L3, L4, L5: reading collections
run "L4 SLC on standard input, solve --all" 3s sokoban solve - --all --timeout 3s --memory 1g -q \
  <"$root/examples/sokoban/collection.slc"
run "L6 bad character in level 2 of 2, read" - read "$H/two.xsb" --memory 1g
run "L6 the same, solve --level 1" 3s sokoban solve "$H/two.xsb" --level 1 --timeout 3s --memory 1g -q
run "L6 the same, solve --all" 3s sokoban solve "$H/two.xsb" --all --timeout 3s --memory 1g -q
run "L6 level 2 broken by its counts, --all" 3s sokoban solve "$H/counts.xsb" --all --timeout 3s --memory 1g -q
run "old L3 bad character in a one-level file" - read "$H/lbl.sok" --memory 1g
run "old L4 read --level TITLE" - read "$root/examples/sokoban/collection.sok" --level "Zweimal übers Eck" --memory 1g
run "old L4 a title no level has" - read "$root/examples/sokoban/collection.sok" --level "Zweimal ubers Eck" \
  --memory 1g
run "old L5 an escape sequence as a Suguru grid" - suguru verify "$root/examples/suguru/easy-6x6.sug" "$H/esc2.sug" \
  --memory 1g
run "a row that starts with ESC, read --level 2" - read "$H/esc-row.xsb" --level 2 --memory 1g
run ".lvl with two players" - read "$H/two.lvl" --memory 1g
# M1, L1, L2, L6, old L11, old L12: the lab
run "M1 solved at its start, 3 planners" - experiment run --set "$H/solved.xsb" --config sokoban:search \
  --config sokoban:search-optimal --config sokoban:sequential:path --limit 10s --db "$H/m1.db" --name t -q --memory 1g
run "M1 solved at its start, cubes:3:2" - experiment run --set "$H/solved.xsb" --config sokoban:cubes:3:2 --limit 10s \
  --db "$H/m1c.db" --name t -q --memory 1g
run "M1 snowmen already built" - experiment run --set "$H/lab2" --config snowman:search \
  --config snowman:sequential:path --limit 10s --db "$H/m1s.db" --name t -q --memory 1g
run "M1 Flood-It board of one colour" - experiment run --set "$H/lab3/one" --config floodit:exact \
  --config floodit:beam:5 --limit 10s --db "$H/m1f.db" --name t -q --memory 1g
run "L1 --db /dev/stdout" - experiment run --set "$H/solved.xsb" --config sokoban:search --limit 2s --db /dev/stdout -q \
  --memory 1g
ln -s /proc/self/fd "$H/fd"
ln -s /dev/shm "$H/shm"
run "L1 --db through a link to /proc/self/fd" - experiment run --set "$H/solved.xsb" --config sokoban:search \
  --limit 2s --db "$H/fd/1" --name t -q --memory 1g
run "L1 --db x/.. after a link to /dev/shm" - experiment run --set "$H/solved.xsb" --config sokoban:search \
  --limit 2s --db "$H/shm/../gp-hostile.db" --name t -q --memory 1g
echo "|   L1 made under /dev: $(ls /dev/gp-hostile.db* 2>/dev/null | wc -l) | | | | | | |"
run "L6 level 2 of 4 with a bad character" - experiment run --set "$H/four.xsb" --config sokoban:search --limit 10s \
  --db "$H/l6.db" --name t -q --memory 1g
"$G" experiment run --set "$H/room200.xsb" --config sokoban:cubes:60:2 --limit 1s --db "$H/l2.db" --name t -q \
  --memory 1g >"$H/l2.txt" 2>&1
cmd=$(grep -o "gridpuzzle experiment run .*--reuse-cubes-from t" "$H/l2.txt" | head -1)
if [ -n "$cmd" ]; then
  eval "run 'L2 the printed rerun command' - ${cmd#gridpuzzle } -q" # it names its own --memory
fi
"$G" experiment run --set "$H/room200.xsb" --config sokoban:sequential:path --limit 20s --db "$H/k.db" --name k -q \
  --memory 1g >/dev/null 2>&1 &
pid=$!
sleep 6
kill -9 "$pid"
wait "$pid" 2>/dev/null
tmp="${TMPDIR:-/tmp}"
echo "|   old L11 job folders of the killed runner: $(ls -d "$tmp"/gridpuzzle-job-*-"$pid"-* 2>/dev/null | wc -l) | | | | | | |"
run "old L11 resume after kill -9" - experiment run --set "$H/room200.xsb" --config sokoban:sequential:path \
  --limit 20s --db "$H/k.db" --name k -q --memory 1g
echo "|   old L11 left after the resume: $(ls -d "$tmp"/gridpuzzle-job-*-"$pid"-* 2>/dev/null | wc -l) | | | | | | |"
run "old L11 a solver printing garbage" - sat "$H/small.cnf" --sat-solver "$H/garbage.sh"
kept=$(grep -o '/[^ ]*gridpuzzle-failed-[0-9]*\.cnf' "$H/err.txt")
if [ -n "$kept" ]; then
  echo "|   old L11 kept CNF mode $(stat -c %a "$kept") | | | | | | |"
  rm -f "$kept"
fi
run "old L12 --secret-file missing" - experiment worker --secret-file "$H/nonexistent-secret"
run "old L12 --secret-file a folder" - experiment worker --secret-file "$H/secretdir"
if [ "${HOSTILE_CLUSTER:-1}" != 0 ]; then # M2 (about 2.5 min): the only worker killed, another joining 70 s later
  (umask 077; head -c 32 /dev/urandom | base64 > "$H/secret")
  "$G" experiment worker --port 15905 --workers 1 --memory 1g --secret-file "$H/secret" >"$H/w1.log" 2>&1 &
  w1=$!
  until grep -q "listening on" "$H/w1.log"; do sleep 1; done
  "$G" experiment run --cluster 127.0.0.1:15905 --secret-file "$H/secret" --port 15915 --set "$H/ten.xsb" \
    --config sokoban:search --limit 4s --db "$H/c5.db" --name c5 --memory 1g >"$H/c5.out" 2>"$H/c5.err" &
  c5=$!
  sleep 12
  kill -9 "$w1"
  sleep 70
  "$G" experiment worker --port 15906 --workers 1 --memory 1g --secret-file "$H/secret" --join 127.0.0.1:15915 \
    >"$H/w2.log" 2>&1 &
  w2=$!
  wait "$c5"
  echo "|   M2 the only worker killed, another 70 s later: exit $? ($(grep -c 'no worker in the cluster' "$H/c5.err")" \
    "waiting lines; $(grep -o '10 jobs.*now' "$H/c5.err")) | | | | | | |"
  kill "$w2"
  wait "$w2" 2>/dev/null
fi
# old L7 (Flood-It at a small --memory)
"$G" floodit generate --rows 2000 --cols 2000 --colours 6 --seed 1 -q -o "$H/b2000.flood" >/dev/null 2>&1
run "old L7 2000x2000 Flood-It at --memory 64m" 3s floodit solve "$H/b2000.flood" --timeout 3s --memory 64m
run "old L7 the same, --heuristic" 3s floodit solve "$H/b2000.flood" --timeout 3s --heuristic --memory 64m
run "old L7 the same, floodit bound" - floodit bound "$H/b2000.flood" --memory 64m
# the web: L3's drifts, old L12's messages, a small body in two pieces (item 5's 500), a port in use (item 9)
"$G" serve --port 0 >"$H/serve.out" 2>&1 &
S=$!
until grep -qs serving "$H/serve.out"; do sleep 0.2; done
P=$(sed -n 's|.*127\.0\.0\.1:\([0-9]*\)/.*|\1|p' "$H/serve.out" | head -n 1)
api() { # label path [body]: the status and the body's first 100 characters
  printf "| web: %s | - | %s |\n" "$1" "$(curl -s -w ' [%{http_code}]' "localhost:$P/api/$2" ${3:+-d "$3"} | tail -c 130)"
}
api "L3 GET on a POST endpoint: 405" suguru/solve
api "L3 GET with a trailing slash: 405" suguru/solve/
api "old L12 a string for a number" suguru/solve '{"text":"A\n\n1\n","timeoutMs":"100"}'
api "old L12 a list for a number" suguru/solve '{"text":"A\n\n1\n","timeoutMs":[100]}'
api "L3 Snowman has no level" snowman/read '{"text":"#####\n#p1#\n#####\n","level":2147483647}'
api "L3 an enum value with a space" floodit/solve '{"text":"12\n21\n","mode":" fixed"}'
api "L3 struck below 1" suguru/picture '{"text":"AB\nAB\n\n..\n..\n","targets":[[1,1]],"struck":[0,0]}'
api "L3 maxRegion 3 on 8x8" suguru/generate '{"rows":8,"cols":8,"maxRegion":3}'
printf "| web: L3 the document | - | %s |\n" "$(curl -s "localhost:$P/api/openapi.json" | jq -c '[.components.schemas.suguru_solve.properties.format.enum, .components.schemas.suguru_solve.properties.timeoutMs.maximum, (.components.schemas.snowman_solve.properties | has("level"))]')"
body='{"text":"A\n\n1\n"}'
exec 3<>"/dev/tcp/127.0.0.1/$P"
printf 'POST /api/suguru/read HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: %d\r\nConnection: close\r\n\r\n%s' \
  "${#body}" "${body:0:8}" >&3
sleep 1.5
printf '%s' "${body:8}" >&3
printf "| web: item 5 a small body in two pieces 1.5 s apart | - | %s |\n" "$(head -n 1 <&3 | tr -d '\r')"
exec 3<&-
run "item 9: serve on a port in use" - serve --port "$P"
kill "$S"
wait "$S" 2>/dev/null
