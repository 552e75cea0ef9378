// Sokoban and Snowman: plan, check, and play with the keys or the pad.

import { $, answer, call, input, insertSvg, job, resetView, revealView, showPicture, showPictureOf, state,
  status } from './common.js';

// ---- Sokoban and Snowman ----

function planInput(extra) {
  const base = state.genre === 'sokoban' ? { level: Number($('plan-level').value) || 1 } : {};
  return input(Object.assign(base, extra || {}));
}

export async function planSolve() {
  resetView();
  // no node limit unless one is given (the server counts nodes of state searches only, and says so)
  const nodes = $('plan-nodes').value === '' ? undefined : Number($('plan-nodes').value);
  const r = await job(state.genre + '/solve', planInput({ strategy: $('plan-strategy').value,
    solver: $('plan-solver').value, nodes }));
  const level = r.levels[0];
  // the nodes the state searches expanded, where one ran (fess's count is the papers')
  const expanded = level.nodes == null ? '' : '; ' + level.nodes + (level.nodes === 1 ? ' node' : ' nodes')
    + ' expanded';
  if (level.moves == null) {
    // a level proved to have no plan has no bound (lowerBound null)
    status('no plan' + (level.stopped ? ': ' + level.stopped : '') + (level.lowerBound > 0 ? '; at least '
      + level.lowerBound + ' ' + r.objectUnit : '') + expanded);
    await showPictureOf(r);
    return;
  }
  $('plan-moves').value = level.moves;
  answer(level.moves);
  status(level.objectMoves + ' ' + r.objectUnit + (level.optimal ? ' (optimal)' : level.lowerBound > 0
    ? ' (at least ' + level.lowerBound + ', gap ' + (level.objectMoves - level.lowerBound) + ')' : '')
    + (level.stopped ? '; ' + level.stopped : '') + ', ' + level.length
    + ' moves; ' + level.solverCalls + ' solver calls, ' + (level.millis / 1000).toFixed(1) + ' s' + expanded);
  await showPictureOf(r, 'move');
}

export async function planCheck() {
  resetView();
  const r = await call(state.genre + '/check', planInput({ moves: $('plan-moves').value }));
  await showPictureOf(r, 'move');
  status(r.solved ? 'solved in ' + r.moves + ' moves' : r.problem ? 'move ' + r.failedAt + ': ' + r.problem
    : 'not solved: ' + r.left);
}

/**
 * Sokoban and Snowman played with the arrow keys (or the pad): a move that walks into a box or ball is written in upper
 * case, as the plans are; the server replays the whole sequence after each key and draws the position reached.
 */
export async function planPlay() {
  resetView();
  const base = planInput();
  const first = await call(state.genre + '/check', Object.assign({}, base, { moves: '' }));
  const game = { genre: state.genre, base, moves: '', after: first.after, solved: first.solved };
  state.game = game;
  $('game-play').hidden = false;
  await gameDraw(game, first);
  revealView();
  $('picture').focus();
}

export const STEPS = { ArrowUp: ['u', -1, 0], ArrowDown: ['d', 1, 0], ArrowLeft: ['l', 0, -1],
  ArrowRight: ['r', 0, 1] };

/** Whether walking (dy, dx) from the player moves an object: a box ($, *) or a ball (1-7). */
function movesObject(position, genre, dy, dx) {
  const rows = position.split('\n');
  for (let y = 0; y < rows.length; y++) {
    const x = genre === 'sokoban' ? rows[y].search(/[@+]/) : rows[y].search(/[pq]/);
    if (x >= 0) {
      const target = (rows[y + dy] || '')[x + dx] || ' ';
      return genre === 'sokoban' ? target === '$' || target === '*' : target >= '1' && target <= '7';
    }
  }
  return false;
}

export async function gameStep(key) {
  const game = state.game;
  if (!game || game.solved) {
    return;
  }
  const [letter, dy, dx] = STEPS[key];
  const move = movesObject(game.after, game.genre, dy, dx) ? letter.toUpperCase() : letter;
  const r = await call(game.genre + '/check', Object.assign({}, game.base, { moves: game.moves + move }));
  if (state.game !== game) {
    return;
  }
  if (r.problem) {
    status('cannot move there: ' + r.problem);
    return;
  }
  game.moves += move;
  await gameDraw(game, r);
}

async function gameDraw(game, r) {
  game.after = r.after;
  game.solved = r.solved;
  const ext = game.genre === 'sokoban' ? 'position.xsb' : 'position.lvl';
  const picture = await call(game.genre + '/read', { text: r.after, name: ext });
  if (state.game !== game) {
    return;
  }
  insertSvg(picture.svg);
  const unit = game.genre === 'sokoban' ? 'pushes' : 'ball moves';
  $('game-state').textContent = (r.solved ? 'Solved! ' : '') + 'Moves: ' + r.moves + ' · ' + unit + ': '
    + r.objectMoves + (r.solved || !r.left ? '' : ' · ' + r.left);
  answer(game.moves);
  $('plan-moves').value = game.moves;
  if (!r.solved) {
    status('');
  }
}

export async function gameUndo() {
  const game = state.game;
  if (game && game.moves.length > 0) {
    game.moves = game.moves.slice(0, -1);
    await gameDraw(game, await call(game.genre + '/check', Object.assign({}, game.base, { moves: game.moves })));
  }
}

export async function gameRestart() {
  const game = state.game;
  if (game) {
    game.moves = '';
    await gameDraw(game, await call(game.genre + '/check', Object.assign({}, game.base, { moves: '' })));
  }
}

/** The solver's plan from the position reached, as a hint: its first moves, and how many objects moves remain. */
export async function gameHint() {
  const game = state.game;
  if (!game || game.solved) {
    return;
  }
  const name = game.genre === 'sokoban' ? 'position.xsb' : 'position.lvl';
  const r = await job(game.genre + '/solve', { text: game.after, name, strategy: 'auto', timeoutMs: 20000 });
  const level = r.levels[0];
  if (level.moves == null) {
    status('no plan from here' + (level.stopped ? ' (' + level.stopped + ')' : '') + ': undo or restart');
    return;
  }
  status('hint: ' + level.moves.slice(0, 8) + (level.moves.length > 8 ? '…' : '') + ' (' + level.objectMoves + ' '
    + r.objectUnit + ' from here' + (level.optimal ? ', optimal' : '') + ')');
}
