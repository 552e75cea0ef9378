// Flood-It: solve, and play on the board in either mode.

import { $, act, answer, call, input, insertSvg, job, resetView, revealView, showPicture, showPictureOf, state,
  status, stoppedNote } from './common.js';

// ---- Flood-It ----

function floodOptions() {
  return { mode: $('floodit-mode').value };
}

export async function flooditSolve() {
  resetView();
  const r = await job('floodit/solve', input(Object.assign(floodOptions(),
    { heuristic: $('floodit-heuristic').checked })));
  if (r.moves == null) {
    status('no sequence found' + stoppedNote(r) + '; lower bound ' + r.lowerBound);
    return;
  }
  answer(r.moves);
  status((r.stopped ? 'best so far: ' : '') + r.length + ' moves' + (r.optimal ? ' (optimal)'
    : ', lower bound ' + r.lowerBound + ' (gap ' + r.gap + ')') + ' by ' + r.algorithm
    + ' in ' + r.millis.toFixed(1) + ' ms' + stoppedNote(r));
  await showPictureOf(r, 'move');
}

/**
 * Play on the board itself, in the mode chosen: Fixed floods from the top-left cell with the colour of the cell
 * clicked; Free recolours a region chosen first (click it) with the colour of a neighbouring cell clicked next. The
 * colour buttons play too. The server replays every move and bounds what is left; the optimum is asked for at once
 * so the end can say how close the game came.
 */
export async function flooditPlay() {
  resetView();
  const mode = $('floodit-mode').value;
  const board = await call('floodit/read', input());
  $('summary').textContent = board.summary;
  insertSvg(board.svg);
  const fills = coloursOf($('picture'));
  $('picture').textContent = '';
  const colours = [...new Set(board.board.flat())].sort((a, b) => a - b);
  const group = $('colours');
  group.textContent = '';
  for (const c of colours) {
    const button = document.createElement('button');
    const symbol = c.toString(36);
    button.textContent = symbol;
    button.setAttribute('aria-label', 'colour ' + symbol);
    if (fills[symbol]) {
      button.style.backgroundColor = fills[symbol].fill;
      button.style.color = fills[symbol].ink;
    }
    button.addEventListener('click', () => act(() => floodColour(symbol)));
    group.appendChild(button);
  }
  const game = { text: $('text').value, name: state.name, mode, moves: [], fills, selected: null, optimum: null,
    grid: null };
  state.flood = game;
  $('flood-help').textContent = mode === 'fixed'
    ? 'Fixed: every move floods from the top-left cell. Click a cell (or a colour) to flood with its colour.'
    : 'Free: click a region to choose it, then a neighbouring cell (or a colour) to recolour the region.';
  $('flood-play').hidden = false;
  $('flood-board').hidden = false;
  call('floodit/solve', { text: game.text, name: game.name, mode, timeoutMs: 20000 }).then((r) => {
    game.optimum = r.moves == null ? null : { length: r.length, optimal: r.optimal };
    if (state.flood === game && game.grid && game.flooded) {
      floodStatus(game, game.last);
    }
  }, () => { });
  await floodPlay(game);
  revealView();
}

/** The colour of each symbol as the board's picture draws it (a cell's square, then its symbol). */
function coloursOf(picture) {
  const fills = {};
  picture.querySelectorAll('text').forEach((t) => {
    const cell = t.previousElementSibling;
    if (cell && cell.tagName === 'rect' && !fills[t.textContent]) {
      fills[t.textContent] = { fill: cell.getAttribute('fill'), ink: t.getAttribute('fill') };
    }
  });
  return fills;
}

/** The moves as the server reads them: colour characters (Fixed) or rROWcCOL:colour items, from 1 (Free). */
function floodMovesText(game) {
  return game.mode === 'fixed' ? game.moves.join('') : game.moves.join(' ');
}

/** Replays the moves on the server and draws the position reached. */
async function floodPlay(game) {
  const r = await call('floodit/check', { text: game.text, name: game.name, moves: floodMovesText(game),
    mode: game.mode });
  if (state.flood !== game) {
    return;
  }
  game.grid = r.after.split('\n').filter((line) => line.length > 0).map((line) => [...line]);
  game.flooded = r.flooded;
  game.last = r;
  drawFloodBoard(game);
  floodStatus(game, r);
  answer(floodMovesText(game));
}

function floodStatus(game, r) {
  if (r.flooded) {
    const o = game.optimum;
    $('flood-state').textContent = 'Flooded in ' + r.moves + ' moves!' + (o == null ? ''
      : o.optimal ? ' The optimum was ' + o.length + '.' : ' The best the solver found was ' + o.length + '.');
    return;
  }
  const left = r.bound ? ' · at least ' + r.bound.fixedLowerBound + ' more' : '';
  $('flood-state').textContent = 'Moves: ' + r.moves + ' · colours left: ' + r.coloursLeft + left;
}

/** The cells of the region of (r, c): same colour, joined by sides. */
function floodRegion(grid, r, c) {
  const colour = grid[r][c];
  const inside = new Set([r + ',' + c]);
  const todo = [[r, c]];
  while (todo.length > 0) {
    const [y, x] = todo.pop();
    for (const [dy, dx] of [[-1, 0], [1, 0], [0, -1], [0, 1]]) {
      const ny = y + dy;
      const nx = x + dx;
      if (ny >= 0 && ny < grid.length && nx >= 0 && nx < grid[ny].length && grid[ny][nx] === colour
          && !inside.has(ny + ',' + nx)) {
        inside.add(ny + ',' + nx);
        todo.push([ny, nx]);
      }
    }
  }
  return inside;
}

/** The board as buttons, the flooded (Fixed) or chosen (Free) region outlined. */
function drawFloodBoard(game) {
  const grid = game.grid;
  const rows = grid.length;
  const cols = grid[0].length;
  const box = $('flood-board');
  box.textContent = '';
  box.style.setProperty('--cell', 'min(2.4rem, calc((100vw - 2.5rem) / ' + cols + '))');
  box.style.gridTemplateColumns = 'repeat(' + cols + ', var(--cell))';
  const anchor = game.mode === 'fixed' ? [0, 0] : game.selected;
  const region = anchor ? floodRegion(grid, anchor[0], anchor[1]) : new Set();
  const line = '3px';
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const symbol = grid[r][c];
      const cell = document.createElement('button');
      cell.dataset.row = r;
      cell.dataset.col = c;
      cell.textContent = symbol;
      cell.setAttribute('aria-label', 'row ' + (r + 1) + ', column ' + (c + 1) + ', colour ' + symbol);
      const fill = game.fills[symbol];
      if (fill) {
        cell.style.backgroundColor = fill.fill;
        cell.style.color = fill.ink;
      }
      if (region.has(r + ',' + c)) {
        const edges = [];
        if (!region.has((r - 1) + ',' + c)) edges.push('inset 0 ' + line + ' 0 #111111');
        if (!region.has((r + 1) + ',' + c)) edges.push('inset 0 -' + line + ' 0 #111111');
        if (!region.has(r + ',' + (c - 1))) edges.push('inset ' + line + ' 0 0 #111111');
        if (!region.has(r + ',' + (c + 1))) edges.push('inset -' + line + ' 0 0 #111111');
        cell.style.boxShadow = edges.join(', ');
        cell.classList.add('in');
      }
      if (game.selected && game.selected[0] === r && game.selected[1] === c) {
        cell.classList.add('selected');
      }
      cell.addEventListener('click', () => act(() => floodCell(r, c)));
      box.appendChild(cell);
    }
  }
}

async function floodCell(r, c) {
  const game = state.flood;
  if (!game || game.flooded) {
    return;
  }
  const symbol = game.grid[r][c];
  if (game.mode === 'fixed') {
    if (symbol === game.grid[0][0]) {
      status('that colour is the flood already: click a cell of another colour');
      return;
    }
    await floodColour(symbol);
    return;
  }
  const sel = game.selected;
  if (sel) {
    const region = floodRegion(game.grid, sel[0], sel[1]);
    const touches = [[-1, 0], [1, 0], [0, -1], [0, 1]].some(([dy, dx]) => region.has((r + dy) + ',' + (c + dx)));
    if (!region.has(r + ',' + c) && touches && symbol !== game.grid[sel[0]][sel[1]]) {
      await floodColour(symbol);
      return;
    }
  }
  game.selected = [r, c];
  status('region chosen: now click a neighbouring cell or a colour');
  drawFloodBoard(game);
}

async function floodColour(symbol) {
  const game = state.flood;
  if (!game || game.flooded) {
    return;
  }
  if (game.mode === 'fixed') {
    game.moves.push(symbol);
  } else {
    if (!game.selected) {
      status('choose a region first: click one of its cells');
      return;
    }
    const [r, c] = game.selected;
    if (game.grid[r][c] === symbol) {
      status('the region is that colour already');
      return;
    }
    game.moves.push('r' + (r + 1) + 'c' + (c + 1) + ':' + symbol);
  }
  status('');
  await floodPlay(game);
}

export async function floodUndo() {
  if (state.flood && state.flood.moves.length > 0) {
    state.flood.moves.pop();
    await floodPlay(state.flood);
  }
}

export async function floodRestart() {
  if (state.flood) {
    state.flood.moves = [];
    state.flood.selected = null;
    await floodPlay(state.flood);
  }
}

/** The optimum from the position reached, played out in the player. */
export async function floodOptimum() {
  const game = state.flood;
  if (!game || !game.grid) {
    return;
  }
  const position = game.grid.map((row) => row.join('')).join('\n') + '\n';
  const r = await job('floodit/solve', { text: position, name: 'position.flood', mode: game.mode });
  if (r.moves == null) {
    status('no optimum in time' + stoppedNote(r));
    return;
  }
  const total = game.moves.length + r.length;
  status((r.optimal ? 'optimum' : 'best found') + ' from here: ' + r.length + ' more moves (' + total + ' in all)');
  answer(floodMovesText(game) + ' + ' + r.moves);
}
