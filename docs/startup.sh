#!/usr/bin/env bash
# Start-up times as the README reports them: the median wall time of 10 runs of each command, side by side in one
# run, with `java -version` as the floor. Run on an idle machine: docs/startup.sh
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
./gridpuzzle --version >/dev/null 2>&1   # builds the jar and records the start-up archive if needed
./gridpuzzle suguru solve examples/suguru/minimal-10x10.sug >/dev/null 2>&1

median() {
  local times=()
  for _ in $(seq 10); do
    local start end
    start=$(date +%s%N)
    "$@" >/dev/null 2>&1
    end=$(date +%s%N)
    times+=($(( (end - start) / 1000000 )))
  done
  printf '%s\n' "${times[@]}" | sort -n | awk '{a[NR]=$1} END {printf "%.2f", (a[5]+a[6])/2000}'
}

printf '| command | median of 10 (s) |\n|---|---:|\n'
printf '| `java -version` | %s |\n' "$(median java -version)"
printf '| `./gridpuzzle --version` | %s |\n' "$(median ./gridpuzzle --version)"
printf '| `./gridpuzzle suguru solve examples/suguru/minimal-10x10.sug` | %s |\n' \
  "$(median ./gridpuzzle suguru solve examples/suguru/minimal-10x10.sug)"
printf '| the same, `GRIDPUZZLE_NO_CDS=1` (no start-up archive) | %s |\n' \
  "$(GRIDPUZZLE_NO_CDS=1 median ./gridpuzzle suguru solve examples/suguru/minimal-10x10.sug)"
