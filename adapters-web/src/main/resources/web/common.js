// What every genre uses: the page's state, talking to the server, what the page shows, the input.

export const $ = (id) => document.getElementById(id);

const DEFAULT_NAMES = { suguru: 'puzzle.sug', floodit: 'board.flood', reach: 'map.map', sokoban: 'levels.xsb',
  snowman: 'level.lvl' };

export const state = {
  genre: 'suguru',
  name: DEFAULT_NAMES.suguru, // the file name sent with the text: its extension tells the server the format
  examples: [],
  job: null, // the running job's id, while one runs
  view: 0, // counts the views: each reset (a new text, example, level, tab or action) makes another
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

export async function request(method, path, body) {
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
export async function call(operation, body) {
  const { status, body: json } = await request('POST', '/api/' + operation, body);
  if (status !== 200 && status !== 408 && status !== 409) {
    throw new ApiError(status, json);
  }
  return json;
}

/** A long operation: runs as a job, with its progress shown and a Cancel button. */
export async function job(operation, body) {
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
    // the answer comes without its picture (megabytes for a long plan): pictureOf fetches it once the answer shows
    return Object.assign(finished.result, { pictureUrl: finished.picture || null });
  } finally {
    state.job = null;
    $('cancel').hidden = true;
  }
}

/**
 * An answer's picture: a quick operation's comes in its answer; a job's is fetched after its answer is shown (a cancel
 * showed 2.5-5 s late while a 4.9 MB picture came with it). Null when there is none, or when the view changed while it
 * came (another text, example, level or tab: a picture of megabytes takes seconds, and the old answer's was drawn over
 * the new view when only the text was compared, and before its body had come).
 */
export async function pictureOf(r) {
  if (r.svg !== undefined) {
    return r.svg;
  }
  if (!r.pictureUrl) {
    return null;
  }
  const view = state.view;
  const response = await fetch(r.pictureUrl);
  if (!response.ok || state.view !== view) {
    return null;
  }
  const svg = await response.text();
  return state.view === view ? svg : null;
}

/**
 * Shows an answer's picture once it is here (see pictureOf), or why it has none: a picture larger than the server
 * draws is left out of a whole answer, with a note (noPicture) the page shows where the picture would be.
 */
export async function showPictureOf(r, caption) {
  const view = state.view;
  const svg = await pictureOf(r);
  if (state.view !== view) {
    return; // another view is shown now: its own picture stays, neither covered nor cleared
  }
  showPicture(svg, caption);
  if (!svg && r.noPicture) {
    const note = document.createElement('p');
    note.className = 'note';
    note.id = 'no-picture';
    note.textContent = 'No picture: ' + r.noPicture;
    $('picture').appendChild(note);
  }
}

export async function cancel() {
  if (state.job) {
    status('cancelling…');
    await request('DELETE', '/api/jobs/' + state.job);
  }
}

// ---- what the page shows ----

export function status(text) {
  $('status-text').textContent = text;
}

export function showError(e) {
  const box = $('error');
  const body = e.body || {};
  if (body.line != null || (body.file && body.file !== 'request')) {
    // the text is wrong: no picture, answer or steps of another text beside the error
    resetView();
    $('picture').textContent = '';
    $('summary').textContent = '';
  }
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

export function clearError() {
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
export function insertSvg(svgText) {
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

/**
 * Shows the server's SVG. Sequences (frames) get the player instead of their own looping animation; a plan's frames
 * are cumulative (each draws what changed since the one before), so frame i shows with every frame before it.
 */
export function showPicture(svgText, caption) {
  stopPlaying();
  const svg = insertSvg(svgText);
  const frames = svg ? Array.from(svg.querySelectorAll('g.frame')) : [];
  if (frames.length > 1) {
    svg.querySelectorAll('animate').forEach((a) => a.remove());
    const cumulative = svg.getAttribute('data-frames') === 'cumulative';
    setSequence({
      count: frames.length,
      show: (i) => frames.forEach((f, k) => f.setAttribute('visibility',
        (cumulative ? k <= i : k === i) ? 'visible' : 'hidden')),
      label: (i) => (caption || 'step') + ' ' + i + ' of ' + (frames.length - 1),
    });
  } else {
    setSequence(null);
  }
}

export function setSequence(sequence) {
  state.sequence = sequence;
  $('player').hidden = sequence == null;
  if (sequence) {
    sequence.at = 0;
    stepTo(0);
  }
}

export async function stepTo(i) {
  const s = state.sequence;
  if (!s) {
    return;
  }
  s.at = Math.max(0, Math.min(s.count - 1, i));
  await s.show(s.at);
  $('position').textContent = s.label(s.at);
}

export function togglePlay() {
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

export function answer(text) {
  $('answer').textContent = text || '';
}

export function resetView() {
  state.view++; // a picture still on its way belongs to the view before
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

/** On a narrow screen the answer lands below the input: bring it into view. */
export function revealView() {
  const view = $('view');
  if (view.getBoundingClientRect().top > window.innerHeight * 0.5) {
    view.scrollIntoView({ block: 'start' });
  }
}

// ---- input ----

export function input(extra) {
  return Object.assign({ text: $('text').value, name: state.name }, extra || {});
}

export function selectGenre(genre) {
  state.genre = genre;
  state.name = DEFAULT_NAMES[genre];
  document.querySelectorAll('[role="tab"]').forEach((t) => t.setAttribute('aria-selected',
    String(t.dataset.genre === genre)));
  document.querySelectorAll('.options').forEach((o) => {
    const panel = o.dataset.for;
    o.hidden = !(panel === genre || (panel === 'planning' && (genre === 'sokoban' || genre === 'snowman')));
  });
  document.querySelectorAll('.sokoban-only').forEach((o) => { o.hidden = genre !== 'sokoban'; });
  // a strategy the game does not offer (fess is Sokoban's) is not left chosen behind its hidden option
  const strategy = $('plan-strategy');
  if (strategy.selectedOptions[0]?.hidden) {
    strategy.value = 'auto';
    strategy.dispatchEvent(new Event('change'));
  }
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

export async function loadExample() {
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

export function openFile() {
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
export async function show() {
  clearError();
  resetView();
  try {
    const op = state.genre + '/read';
    const extra = state.genre === 'sokoban' ? { level: Number($('plan-level').value) || 1 } : {};
    const r = await call(op, input(extra));
    $('summary').textContent = r.summary;
    await showPictureOf(r);
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
 * A new text (an example, a file, a paste, a generated board, an edit): nothing shown for the old one applies any more
 * (its summary, level list, picture, answer, steps, a game, the moves box; they stayed beside the new text), the
 * example menu names an example only while the text is its, and the next read asks for the new text's first level.
 */
export function textChanged() {
  $('summary').textContent = '';
  fillLevels(['']);
  resetView();
  $('picture').textContent = '';
  $('plan-moves').value = '';
  const example = state.examples.find((x) => x.id === $('example').value);
  if (example && example.text !== $('text').value) {
    $('example').value = '';
  }
}

/**
 * Typing and pasting. A paste that replaces the whole text is a new text: it is read under the genre's own name (by
 * its content), not the name of the example or file it replaced, which no longer says its format.
 */
export function watchText() {
  const area = $('text');
  let replacing = false;
  area.addEventListener('paste', () => {
    replacing = area.value === '' || (area.selectionStart === 0 && area.selectionEnd === area.value.length);
  });
  area.addEventListener('input', () => {
    if (replacing) {
      state.name = DEFAULT_NAMES[state.genre];
      replacing = false;
    }
    clearError();
    textChanged();
  });
}

function fillLevels(titles) {
  const select = $('plan-level');
  const current = select.value;
  select.textContent = '';
  titles.forEach((t, i) => {
    const option = document.createElement('option');
    option.value = String(i + 1);
    const label = (i + 1) + (t ? ' — ' + t : '');
    // a long title is cut here, whole in the tooltip: the menu stays as wide as a phone shows
    option.textContent = label.length > 28 ? label.slice(0, 27) + '…' : label;
    option.title = label;
    select.appendChild(option);
  });
  select.value = titles.length >= Number(current) ? current : '1';
}

/** Runs an action with the buttons disabled and errors shown next to the input. */
export async function act(action) {
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

export function stoppedNote(r) {
  return r.error === 'time limit' ? ' (time limit reached)' : r.error === 'cancelled' ? ' (cancelled)' : '';
}
