#!/usr/bin/env python3
"""Every fourth level (1, 5, 9, ...) of each sokobano-paper file, SECONDS each, one process at a time: ours
(sokoban solve --strategy search through the command line's distribution, per-level limits) or Festival (run.sh, one
level a call). Lines go to /tmp/paper/SIDE-SECONDS.tsv (file, level, solved or not, pushes, seconds).
Usage (from the clone, ../shared beside it, after ./gridpuzzle --version has built the distribution):
    python3 docs/experiments/sokobano-paper.py ours|festival SECONDS"""
import json, os, subprocess, sys, time
side, seconds = sys.argv[1], sys.argv[2]
here = os.path.dirname(os.path.abspath(__file__))
root = os.path.dirname(os.path.dirname(here))
data = os.path.join(os.path.dirname(root), 'shared', 'data', 'sokoban', 'sokobano-paper')
festival = os.path.join(os.path.dirname(root), 'shared', 'tools', 'festival', 'run.sh')
files = {'David_Holland_Bagatelle.sok': 20, 'David_Holland_Cantrip.sok': 20, 'David_Holland_Cantrip2.sok': 13,
         'Small_chessboards.sok': 40, 'David_Holland_dh1.sok': 10, 'GRIGoRusha_2001.sok': 100, 'Sasquatch_IX.sok': 50,
         'Sven_Egevad,_Sharpen.sok': 153, 'SokoStation.sok': 380, 'TianLang.sok': 10}
gp = os.path.join(root, 'app', 'target', 'gridpuzzle-0.1.0-SNAPSHOT', 'gridpuzzle-0.1.0-SNAPSHOT', 'bin', 'gridpuzzle')
os.makedirs('/tmp/paper', exist_ok=True)
out = open(f'/tmp/paper/{side}-{seconds}.tsv', 'a')
for f, n in files.items():
    levels = list(range(1, n + 1, 4))
    path = os.path.join(data, f)
    if side == 'ours':
        args = [gp, 'sokoban', 'solve', path, '--strategy', 'search', '--timeout', seconds + 's', '--memory', '3g', '--json', '-q']
        for l in levels:
            args += ['--level', str(l)]
        r = subprocess.run(args, capture_output=True, text=True)
        try:
            doc = json.loads(r.stdout)
            for lv in doc['levels']:
                ok = lv.get('moves') is not None
                out.write(f"{f}\t{lv['level']}\t{'solved' if ok else 'open'}\t{lv.get('objectMoves')}\t{lv.get('millis', 0) / 1000:.1f}\n")
        except Exception as e:
            out.write(f"{f}\t-\terror\t{r.returncode}\t{r.stderr[:200]!r}\n")
    else:
        for l in levels:
            r = subprocess.run([festival, path, str(l), str(l), seconds], capture_output=True, text=True)
            line = [x for x in r.stdout.splitlines() if x.strip().startswith(str(l) + ' ')]
            parts = line[0].split() if line else [str(l), 'error', '-', '-', '-']
            out.write(f"{f}\t{l}\t{parts[1]}\t{parts[2]}\t{parts[-1]}\n")
    out.flush()
out.write('done\n')
