// The gridpuzzle page: every answer comes from the JSON API; pictures are the server's SVGs.
'use strict';

const $ = (id) => document.getElementById(id);

const DEFAULT_NAMES = { suguru: 'puzzle.sug', floodit: 'board.flood', reach: 'map.map', sokoban: 'levels.xsb',
  snowman: 'level.lvl' };

const state = {
  genre: 'suguru',
  name: DEFAULT_NAMES.suguru, // the file name sent with the text: its extension tells the server the format
  examples: [],
  job: null, // the running job's id, while one runs
  sequence: null, // what the player steps through
  playing: null,
  flood: null, // a Flood-It game in progress
};

// ---- talking to the server ----

class ApiError extends Error {
  constructor(status, body) {
    super(body && body.message ? body.message : 'HTTP ' + status);
    this.status = status;
    this.body = body || {};
  }
}

async function request(method, path, body) {
  const response = await fetch(path, {
    method,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  let json = null;
  try {
    json = await response.json();
  } catch (e) {
    json = { message: 'the server sent no JSON (HTTP ' + response.status + ')' };
  }
  return { status: response.status, body: json };
}

/** A quick operation: waits for its answer. 200 answers; 408 and 409 are answers too (a limit, a cancel). */
async function call(operation, body) {
  const { status, body: json } = await request('POST', '/api/' + operation, body);
  if (status !== 200 && status !== 408 && status !== 409) {
    throw new ApiError(status, json);
  }
  return json;
}

/** A long operation: runs as a job, with its progress shown and a Cancel button. */
async function job(operation, body) {
  const started = await request('POST', '/api/jobs/' + operation, body);
  if (started.status !== 202) {
    throw new ApiError(started.status, started.body);
  }
  const id = started.body.id;
  state.job = id;
  $('cancel').hidden = false;
  status('working…');
  try {
    const finished = await new Promise((resolve, reject) => {
      const events = new EventSource('/api/jobs/' + id + '/events');
      events.addEventListener('progress', (e) => {
        const p = JSON.parse(e.data);
        status(p.message + (p.fraction != null ? ' (' + Math.round(p.fraction * 100) + '%)' : ''));
      });
      events.addEventListener('result', (e) => {
        events.close();
        resolve(JSON.parse(e.data));
      });
      events.onerror = () => {
        events.close();
        // the stream broke: ask for the job's state instead
        request('GET', '/api/jobs/' + id).then((r) => resolve(r.body), reject);
      };
    });
    if (finished.status !== 200 && finished.status !== 408 && finished.status !== 409) {
      throw new ApiError(finished.status, finished.result);
    }
    return finished.result;
  } finally {
    state.job = null;
    $('cancel').hidden = true;
  }
}

async function cancel() {
  if (state.job) {
    status('cancelling…');
    await request('DELETE', '/api/jobs/' + state.job);
  }
}

// ---- what the page shows ----

function status(text) {
  $('status-text').textContent = text;
}

function showError(e) {
  const box = $('error');
  const body = e.body || {};
  let where = '';
  if (body.line != null && body.file !== 'request') {
    where = 'line ' + body.line + (body.column != null ? ', column ' + body.column : '') + ': ';
    $('text').focus(); // focus first: the selection then shows where the problem is
    selectLine(body.line, body.column);
    $('text').classList.add('invalid');
  }
  box.textContent = where + (body.problem || e.message);
  box.hidden = false;
  status('');
}

function clearError() {
  $('error').hidden = true;
  $('error').textContent = '';
  $('text').classList.remove('invalid');
}

/** Puts the cursor on the line (and column) an error names. */
function selectLine(line, column) {
  const area = $('text');
  const lines = area.value.split('\n');
  let start = 0;
  for (let i = 0; i < line - 1 && i < lines.length; i++) {
    start += lines[i].length + 1;
  }
  const length = (lines[line - 1] || '').length;
  const from = column != null ? start + Math.max(0, column - 1) : start;
  const to = column != null ? from + 1 : start + length;
  area.setSelectionRange(from, Math.min(to, area.value.length));
}

/** Puts the server's SVG in the picture box, replacing what was there; returns the SVG element. */
function insertSvg(svgText) {
  const picture = $('picture');
  picture.textContent = '';
  if (!svgText) {
    return null;
  }
  const doc = new DOMParser().parseFromString(svgText, 'image/svg+xml');
  const svg = document.importNode(doc.documentElement, true);
  picture.appendChild(svg);
  return svg;
}

/** Shows the server's SVG. Sequences (frames) get the player instead of their own looping animation. */
function showPicture(svgText, caption) {
  stopPlaying();
  const svg = insertSvg(svgText);
  const frames = svg ? Array.from(svg.querySelectorAll('g.frame')) : [];
  if (frames.length > 1) {
    svg.querySelectorAll('animate').forEach((a) => a.remove());
    setSequence({
      count: frames.length,
      show: (i) => frames.forEach((f, k) => f.setAttribute('visibility', k === i ? 'visible' : 'hidden')),
      label: (i) => (caption || 'step') + ' ' + i + ' of ' + (frames.length - 1),
    });
  } else {
    setSequence(null);
  }
}

function setSequence(sequence) {
  state.sequence = sequence;
  $('player').hidden = sequence == null;
  if (sequence) {
    sequence.at = 0;
    stepTo(0);
  }
}

async function stepTo(i) {
  const s = state.sequence;
  if (!s) {
    return;
  }
  s.at = Math.max(0, Math.min(s.count - 1, i));
  await s.show(s.at);
  $('position').textContent = s.label(s.at);
}

function togglePlay() {
  if (state.playing) {
    stopPlaying();
    return;
  }
  const s = state.sequence;
  if (!s) {
    return;
  }
  if (s.at >= s.count - 1) {
    stepTo(0);
  }
  $('play').textContent = 'Pause';
  state.playing = setInterval(() => {
    if (!state.sequence || state.sequence.at >= state.sequence.count - 1) {
      stopPlaying();
    } else {
      stepTo(state.sequence.at + 1);
    }
  }, 600);
}

function stopPlaying() {
  if (state.playing) {
    clearInterval(state.playing);
    state.playing = null;
  }
  $('play').textContent = 'Play';
}

function answer(text) {
  $('answer').textContent = text || '';
}

function resetView() {
  stopPlaying();
  setSequence(null);
  $('steps').hidden = true;
  $('steps').textContent = '';
  $('flood-play').hidden = true;
  $('flood-board').hidden = true;
  $('flood-board').textContent = '';
  state.flood = null;
  $('game-play').hidden = true;
  state.game = null;
  answer('');
}

// ---- input ----

function input(extra) {
  return Object.assign({ text: $('text').value, name: state.name }, extra || {});
}

function selectGenre(genre) {
  state.genre = genre;
  state.name = DEFAULT_NAMES[genre];
  document.querySelectorAll('[role="tab"]').forEach((t) => t.setAttribute('aria-selected',
    String(t.dataset.genre === genre)));
  document.querySelectorAll('.options').forEach((o) => {
    const panel = o.dataset.for;
    o.hidden = !(panel === genre || (panel === 'planning' && (genre === 'sokoban' || genre === 'snowman')));
  });
  document.querySelectorAll('.sokoban-only').forEach((o) => { o.hidden = genre !== 'sokoban'; });
  fillExamples();
  resetView();
  clearError();
  $('summary').textContent = '';
  $('picture').textContent = '';
  // a tab never opens empty: its first example is loaded (the text stays the user's to replace)
  const first = state.examples.find((x) => x.genre === genre);
  if (first) {
    $('example').value = first.id;
    return act(loadExample);
  }
  return Promise.resolve();
}

function fillExamples() {
  const select = $('example');
  select.textContent = '';
  const none = document.createElement('option');
  none.value = '';
  none.textContent = '(choose an example)';
  select.appendChild(none);
  for (const e of state.examples.filter((x) => x.genre === state.genre)) {
    const option = document.createElement('option');
    option.value = e.id;
    option.textContent = e.title;
    select.appendChild(option);
  }
}

async function loadExample() {
  const e = state.examples.find((x) => x.id === $('example').value);
  if (!e) {
    return;
  }
  $('text').value = e.text;
  state.name = e.name;
  textChanged();
  if (e.options && e.options.mode) {
    $('floodit-mode').value = e.options.mode;
  }
  await show();
}

function openFile() {
  const file = $('file').files[0];
  if (!file) {
    return;
  }
  const reader = new FileReader();
  reader.onload = () => {
    $('text').value = reader.result;
    state.name = file.name;
    textChanged();
    show();
  };
  reader.readAsText(file);
}

/** Reads the text with the server's strict readers and draws it. */
async function show() {
  clearError();
  resetView();
  try {
    const op = state.genre + '/read';
    const extra = state.genre === 'sokoban' ? { level: Number($('plan-level').value) || 1 } : {};
    const r = await call(op, input(extra));
    $('summary').textContent = r.summary;
    showPicture(r.svg);
    if (state.genre === 'sokoban') {
      fillLevels(r.levels);
    }
    status('');
    return r;
  } catch (e) {
    $('picture').textContent = '';
    $('summary').textContent = '';
    showError(e);
    return null;
  }
}

/**
 * A new text (an example, a file, a paste, a generated board): the old text's summary and level list no longer apply,
 * and the next read asks for the new text's first level.
 */
function textChanged() {
  $('summary').textContent = '';
  fillLevels(['']);
}

function fillLevels(titles) {
  const select = $('plan-level');
  const current = select.value;
  select.textContent = '';
  titles.forEach((t, i) => {
    const option = document.createElement('option');
    option.value = String(i + 1);
    option.textContent = (i + 1) + (t ? ' — ' + t : '');
    select.appendChild(option);
  });
  select.value = titles.length >= Number(current) ? current : '1';
}

/** Runs an action with the buttons disabled and errors shown next to the input. */
async function act(action) {
  const buttons = document.querySelectorAll('#input button:not(#cancel)');
  buttons.forEach((b) => { b.disabled = true; });
  clearError();
  try {
    await action();
  } catch (e) {
    showError(e);
  } finally {
    buttons.forEach((b) => { b.disabled = false; });
  }
}

function stoppedNote(r) {
  return r.error === 'time limit' ? ' (time limit reached)' : r.error === 'cancelled' ? ' (cancelled)' : '';
}

// ---- Suguru ----

async function suguruSolve() {
  resetView();
  const r = await job('suguru/solve', input({ solver: $('suguru-solver').value }));
  showPicture(r.svg);
  status(r.status === 'solved' ? 'solved by ' + r.solver + ' in ' + r.millis.toFixed(1) + ' ms'
    : r.status + ': ' + r.reason);
}

async function suguruHint() {
  resetView();
  const r = await call('suguru/hint', input());
  if (r.steps.length === 0) {
    status(r.reason || 'nothing to do: every cell is given');
    return;
  }
  showPicture(r.svg);
  status('hint: ' + r.steps[0].text);
}

async function suguruExplain() {
  resetView();
  const r = await job('suguru/explain', input());
  if (r.steps.length === 0) {
    status(r.reason || 'nothing to explain' + stoppedNote(r));
    return;
  }
  const list = $('steps');
  list.textContent = '';
  r.steps.forEach((s, i) => {
    const item = document.createElement('li');
    item.textContent = '[' + s.label + '] ' + s.text;
    item.tabIndex = 0;
    item.addEventListener('click', () => stepTo(i));
    item.addEventListener('keydown', (e) => {
      if (e.key === 'Enter') {
        stepTo(i);
      }
    });
    list.appendChild(item);
  });
  list.hidden = false;
  const text = $('text').value;
  const name = state.name;
  setSequence({
    count: r.steps.length,
    show: async (i) => {
      const s = r.steps[i];
      // the grid before the step with its pencil marks, the step's cells marked and what it removes struck out
      const before = i === 0 ? null : r.steps[i - 1].grid;
      const picture = await call('suguru/picture', { text, name, grid: s.placement ? s.grid : (before || undefined),
        targets: s.cells, because: s.because, candidates: s.candidates, struck: s.placement ? [] : s.values });
      insertSvg(picture.svg);
      list.querySelectorAll('li').forEach((li, k) => {
        if (k === i) {
          li.setAttribute('aria-current', 'step');
          li.scrollIntoView({ block: 'nearest' });
        } else {
          li.removeAttribute('aria-current');
        }
      });
      status(s.text);
    },
    label: (i) => 'step ' + (i + 1) + ' of ' + r.steps.length,
  });
}

async function suguruCount() {
  const r = await job('suguru/count', input({ limit: 2 }));
  status(r.exact ? (r.count === 1 ? 'unique: exactly one solution' : r.count === 0 ? 'no solution'
    : 'not unique: ' + r.count + ' solutions') : 'at least ' + r.count + ' solution' + (r.count === 1 ? '' : 's')
    + (r.count >= r.limit ? ': not unique' : stoppedNote(r)));
}

async function suguruGenerate() {
  const request = { rows: Number($('suguru-rows').value), cols: Number($('suguru-cols').value) };
  if ($('suguru-grade').value) {
    request.grade = $('suguru-grade').value;
  }
  const r = await job('suguru/generate', request);
  if (!r.text) {
    status('no puzzle in time' + stoppedNote(r));
    return;
  }
  $('text').value = r.text;
  state.name = 'generated.sug';
  await show();
  status('generated (seed ' + r.seed + ', ' + r.difficulty + ', ' + r.givens + ' givens)');
}

// ---- Flood-It ----

function floodOptions() {
  return { mode: $('floodit-mode').value };
}

async function flooditSolve() {
  resetView();
  const r = await job('floodit/solve', input(Object.assign(floodOptions(),
    { heuristic: $('floodit-heuristic').checked })));
  if (r.moves == null) {
    status('no sequence found' + stoppedNote(r) + '; lower bound ' + r.lowerBound);
    return;
  }
  showPicture(r.svg, 'move');
  answer(r.moves);
  status((r.stopped ? 'best so far: ' : '') + r.length + ' moves' + (r.optimal ? ' (optimal)'
    : ', lower bound ' + r.lowerBound + ' (gap ' + r.gap + ')') + ' by ' + r.algorithm
    + ' in ' + r.millis.toFixed(1) + ' ms' + stoppedNote(r));
}

/**
 * Play on the board itself, in the mode chosen: Fixed floods from the top-left cell with the colour of the cell
 * clicked; Free recolours a region chosen first (click it) with the colour of a neighbouring cell clicked next. The
 * colour buttons play too. The server replays every move and bounds what is left; the optimum is asked for at once
 * so the end can say how close the game came.
 */
async function flooditPlay() {
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

async function floodUndo() {
  if (state.flood && state.flood.moves.length > 0) {
    state.flood.moves.pop();
    await floodPlay(state.flood);
  }
}

async function floodRestart() {
  if (state.flood) {
    state.flood.moves = [];
    state.flood.selected = null;
    await floodPlay(state.flood);
  }
}

/** The optimum from the position reached, played out in the player. */
async function floodOptimum() {
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

// ---- reachability ----

async function reachSolve() {
  resetView();
  const r = await job('reach/solve', input({ encoding: $('reach-encoding').value, solver: $('reach-solver').value }));
  showPicture(r.svg);
  status((r.reachable === true ? 'reachable: a path of ' + r.path.length + ' cells'
    : r.reachable === false ? 'not reachable' : 'unknown' + stoppedNote(r)) + ' (' + r.encoding + ' encoding, '
    + r.variables + ' variables, ' + r.clauses + ' clauses, ' + r.solver + ', ' + r.millis.toFixed(1) + ' ms)');
}

// ---- Sokoban and Snowman ----

function planInput(extra) {
  const base = state.genre === 'sokoban' ? { level: Number($('plan-level').value) || 1 } : {};
  return input(Object.assign(base, extra || {}));
}

async function planSolve() {
  resetView();
  const r = await job(state.genre + '/solve', planInput({ strategy: $('plan-strategy').value,
    solver: $('plan-solver').value }));
  const level = r.levels[0];
  if (level.moves == null) {
    showPicture(r.svg);
    status('no plan' + (level.stopped ? ': ' + level.stopped : '') + '; at least ' + level.lowerBound + ' '
      + r.objectUnit);
    return;
  }
  showPicture(r.svg, 'move');
  $('plan-moves').value = level.moves;
  answer(level.moves);
  status(level.objectMoves + ' ' + r.objectUnit + (level.optimal ? ' (optimal)' : level.lowerBound > 0
    ? ' (at least ' + level.lowerBound + ', gap ' + (level.objectMoves - level.lowerBound) + ')' : '')
    + (level.stopped ? '; ' + level.stopped : '') + ', ' + level.moves.length
    + ' moves; ' + level.solverCalls + ' solver calls, ' + (level.millis / 1000).toFixed(1) + ' s');
}

async function planCheck() {
  resetView();
  const r = await call(state.genre + '/check', planInput({ moves: $('plan-moves').value }));
  showPicture(r.svg, 'move');
  status(r.solved ? 'solved in ' + r.moves + ' moves' : r.problem ? 'move ' + r.failedAt + ': ' + r.problem
    : 'not solved: ' + r.left);
}

/**
 * Sokoban and Snowman played with the arrow keys (or the pad): a move that walks into a box or ball is written in upper
 * case, as the plans are; the server replays the whole sequence after each key and draws the position reached.
 */
async function planPlay() {
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

const STEPS = { ArrowUp: ['u', -1, 0], ArrowDown: ['d', 1, 0], ArrowLeft: ['l', 0, -1], ArrowRight: ['r', 0, 1] };

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

async function gameStep(key) {
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

async function gameUndo() {
  const game = state.game;
  if (game && game.moves.length > 0) {
    game.moves = game.moves.slice(0, -1);
    await gameDraw(game, await call(game.genre + '/check', Object.assign({}, game.base, { moves: game.moves })));
  }
}

async function gameRestart() {
  const game = state.game;
  if (game) {
    game.moves = '';
    await gameDraw(game, await call(game.genre + '/check', Object.assign({}, game.base, { moves: '' })));
  }
}

/** The solver's plan from the position reached, as a hint: its first moves, and how many objects moves remain. */
async function gameHint() {
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

/** On a narrow screen the answer lands below the input: bring it into view. */
function revealView() {
  const view = $('view');
  if (view.getBoundingClientRect().top > window.innerHeight * 0.5) {
    view.scrollIntoView({ block: 'start' });
  }
}

// ---- start ----

function bind(id, action) {
  $(id).addEventListener('click', () => act(action));
}

/** A button whose answer is a picture or a status: on a narrow screen the page then scrolls to the answer. */
function bindAnswer(id, action) {
  $(id).addEventListener('click', () => act(async () => {
    await action();
    revealView();
  }));
}

function keys(e) {
  if (['TEXTAREA', 'INPUT', 'SELECT'].includes(document.activeElement.tagName)) {
    return;
  }
  if (state.game && !$('game-play').hidden) {
    if (STEPS[e.key]) {
      act(() => gameStep(e.key));
    } else if (e.key === 'u' || e.key === 'U' || e.key === 'Backspace') {
      act(gameUndo);
    } else {
      return;
    }
    e.preventDefault();
    return;
  }
  if (!state.sequence) {
    return;
  }
  if (e.key === 'ArrowRight') {
    stepTo(state.sequence.at + 1);
  } else if (e.key === 'ArrowLeft') {
    stepTo(state.sequence.at - 1);
  } else if (e.key === ' ' && document.activeElement.tagName !== 'BUTTON') {
    e.preventDefault();
    togglePlay();
  } else {
    return;
  }
  e.preventDefault();
}

async function start() {
  document.querySelectorAll('[role="tab"]').forEach((t) => t.addEventListener('click', () => selectGenre(t.dataset.genre)));
  $('example').addEventListener('change', () => act(loadExample));
  $('file').addEventListener('change', openFile);
  $('cancel').addEventListener('click', cancel);
  bind('suguru-show', show);
  bindAnswer('suguru-solve', suguruSolve);
  bindAnswer('suguru-hint', suguruHint);
  bindAnswer('suguru-explain', suguruExplain);
  bindAnswer('suguru-count', suguruCount);
  bind('suguru-generate', suguruGenerate);
  bind('floodit-show', show);
  bindAnswer('floodit-solve', flooditSolve);
  bind('floodit-play', flooditPlay);
  bind('floodit-generate', async () => {
    const r = await call('floodit/generate', { rows: Number($('floodit-rows').value),
      cols: Number($('floodit-cols').value), colours: Number($('floodit-colours').value) });
    $('text').value = r.text;
    state.name = 'generated.flood';
    textChanged();
    await show();
  });
  $('flood-undo').addEventListener('click', () => act(floodUndo));
  $('flood-restart').addEventListener('click', () => act(floodRestart));
  $('flood-optimum').addEventListener('click', () => act(floodOptimum));
  bind('reach-show', show);
  bindAnswer('reach-solve', reachSolve);
  bind('plan-show', show);
  bindAnswer('plan-solve', planSolve);
  bindAnswer('plan-check', planCheck);
  bind('plan-play', planPlay);
  $('game-undo').addEventListener('click', () => act(gameUndo));
  $('game-restart').addEventListener('click', () => act(gameRestart));
  $('game-hint').addEventListener('click', () => act(gameHint));
  for (const [id, key] of [['pad-up', 'ArrowUp'], ['pad-down', 'ArrowDown'], ['pad-left', 'ArrowLeft'],
    ['pad-right', 'ArrowRight']]) {
    $(id).addEventListener('click', () => act(() => gameStep(key)));
  }
  $('plan-level').addEventListener('change', () => act(show));
  $('first').addEventListener('click', () => stepTo(0));
  $('prev').addEventListener('click', () => stepTo(state.sequence.at - 1));
  $('play').addEventListener('click', togglePlay);
  $('next').addEventListener('click', () => stepTo(state.sequence.at + 1));
  $('last').addEventListener('click', () => stepTo(state.sequence.count - 1));
  document.addEventListener('keydown', keys);
  $('text').addEventListener('input', () => {
    clearError();
    textChanged();
  });
  try {
    const [examples, backends] = await Promise.all([request('GET', '/api/examples'), request('GET', '/api/backends')]);
    state.examples = examples.body.examples;
    document.querySelectorAll('select.solvers').forEach((select) => {
      for (const s of backends.body.solvers) {
        const option = document.createElement('option');
        option.value = s;
        option.textContent = s === 'sat4j' ? 'sat4j (embedded)' : s === 'auto' ? 'auto (fastest installed)' : s;
        select.appendChild(option);
      }
    });
  } catch (e) {
    showError(e);
  }
  await selectGenre('suguru');
  document.body.dataset.ready = 'true';
}

document.addEventListener('DOMContentLoaded', start);
