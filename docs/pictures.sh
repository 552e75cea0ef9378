#!/usr/bin/env bash
# Draws the README's pictures (docs/*.png) from the shipped examples; run from anywhere: docs/pictures.sh
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
g="$root/gridpuzzle"
ex="$root/examples"
out="$root/docs"
"$g" -q suguru solve "$ex/suguru/easy-6x6.sug" -o "$out/suguru.png" >/dev/null
"$g" -q floodit solve "$ex/floodit/free-6x6-4.flood" --mode free -o "$out/floodit.png" >/dev/null
"$g" -q reach "$ex/reach/maze.map" -o "$out/reach.png" >/dev/null
"$g" -q sokoban solve "$ex/sokoban/two.xsb" --level 2 -o "$out/sokoban.png" >/dev/null
"$g" -q snowman solve "$ex/snowman/three-balls.lvl" -o "$out/snowman.png" >/dev/null
echo "wrote $(cd "$out" && ls ./*.png | tr '\n' ' ')"
