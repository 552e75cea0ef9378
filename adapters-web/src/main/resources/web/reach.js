// Grid reachability.

import { $, input, job, resetView, showPictureOf, status, stoppedNote } from './common.js';

// ---- reachability ----

export async function reachSolve() {
  resetView();
  const r = await job('reach/solve', input({ encoding: $('reach-encoding').value, solver: $('reach-solver').value }));
  status((r.reachable === true ? 'reachable: a path of ' + r.path.length + ' cells'
    : r.reachable === false ? 'not reachable' : 'unknown' + stoppedNote(r)) + ' (' + r.encoding + ' encoding, '
    + r.variables + ' variables, ' + r.clauses + ' clauses, ' + r.solver + ', ' + r.millis.toFixed(1) + ' ms)');
  await showPictureOf(r);
}
