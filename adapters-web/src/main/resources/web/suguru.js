// Suguru: solve, hint, explain step by step, count, generate.

import { $, call, input, insertSvg, job, resetView, setSequence, show, showPicture, showPictureOf, state, status,
  stepTo, stoppedNote, textChanged } from './common.js';

// ---- Suguru ----

export async function suguruSolve() {
  resetView();
  const r = await job('suguru/solve', input({ solver: $('suguru-solver').value }));
  status(r.status === 'solved' ? 'solved by ' + r.solver + ' in ' + r.millis.toFixed(1) + ' ms'
    : r.status + ': ' + r.reason);
  await showPictureOf(r);
}

export async function suguruHint() {
  resetView();
  const r = await call('suguru/hint', input());
  if (r.steps.length === 0) {
    status(r.reason || 'nothing to do: every cell is given');
    return;
  }
  await showPictureOf(r);
  status('hint: ' + r.steps[0].text);
}

export async function suguruExplain() {
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

export async function suguruCount() {
  const r = await job('suguru/count', input({ limit: 2 }));
  status(r.exact ? (r.count === 1 ? 'unique: exactly one solution' : r.count === 0 ? 'no solution'
    : 'not unique: ' + r.count + ' solutions') : 'at least ' + r.count + ' solution' + (r.count === 1 ? '' : 's')
    + (r.count >= r.limit ? ': not unique' : stoppedNote(r)));
}

export async function suguruGenerate() {
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
  textChanged();
  await show();
  status('generated (seed ' + r.seed + ', ' + r.difficulty + ', ' + r.givens + ' givens)');
}
