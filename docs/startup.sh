#!/usr/bin/env bash
# Start-up times, the median wall time of 21 runs of each command, side by side in one run, with `java -version` as
# the floor: docs/startup.sh. Run it on an idle machine (the figures of a busy one say how busy it was). The
# installed layout (bin/gridpuzzle, lib/*.jar) is what runs: the same as an unpacked release archive.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
./gridpuzzle --version >/dev/null 2>&1   # builds the distribution and records the start-up archive if needed
./gridpuzzle suguru solve examples/suguru/minimal-10x10.sug >/dev/null 2>&1
runs=21

median() {
  local times=()
  for _ in $(seq "$runs"); do
    local start end
    start=$(date +%s%N)
    "$@" >/dev/null 2>&1
    end=$(date +%s%N)
    times+=($(( (end - start) / 1000000 )))
  done
  printf '%s\n' "${times[@]}" | sort -n | awk -v n="$runs" '{a[NR]=$1} END {printf "%.3f", a[(n + 1) / 2] / 1000}'
}

printf '| command | median of %d (s) |\n|---|---:|\n' "$runs"
printf '| `java -version` | %s |\n' "$(median java -version)"
printf '| `./gridpuzzle --version` | %s |\n' "$(median ./gridpuzzle --version)"
printf '| `./gridpuzzle suguru solve examples/suguru/minimal-10x10.sug` | %s |\n' \
  "$(median ./gridpuzzle suguru solve examples/suguru/minimal-10x10.sug)"
printf '| the same, `GRIDPUZZLE_NO_CDS=1` (no start-up archive) | %s |\n' \
  "$(GRIDPUZZLE_NO_CDS=1 median ./gridpuzzle suguru solve examples/suguru/minimal-10x10.sug)"
