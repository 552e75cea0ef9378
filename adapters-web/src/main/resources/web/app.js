// The gridpuzzle page: every answer comes from the JSON API; pictures are the server's SVGs.
// Each genre's actions live in a module of their own (plain ES modules, no build step); this one binds them.

import { $, act, call, cancel, loadExample, openFile, request, revealView, selectGenre, show, showError, state, stepTo,
  textChanged, togglePlay, watchText } from './common.js';
import { suguruCount, suguruExplain, suguruGenerate, suguruHint, suguruSolve } from './suguru.js';
import { flooditPlay, flooditSolve, floodOptimum, floodRestart, floodUndo } from './floodit.js';
import { reachSolve } from './reach.js';
import { gameHint, gameRestart, gameStep, gameUndo, planCheck, planPlay, planSolve, STEPS } from './planning.js';

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

/** The page's number fields take their range and default from the operations' specs (the served document). */
function fieldsFromSpecs(schemas) {
  document.querySelectorAll('input[data-field]').forEach((input) => {
    const [operation, field] = input.dataset.field.split('.');
    const spec = schemas[operation]?.properties?.[field];
    if (!spec) {
      return;
    }
    if (spec.minimum !== undefined) input.min = spec.minimum;
    if (spec.maximum !== undefined) input.max = spec.maximum;
    if (spec.default !== undefined) input.value = spec.default;
  });
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
  $('plan-level').addEventListener('change', () => {
    $('plan-moves').value = ''; // another level's moves
    act(show);
  });
  const strategyNote = () => {
    const chosen = $('plan-strategy').selectedOptions[0];
    $('plan-strategy-note').textContent = chosen ? chosen.textContent + ': ' + chosen.title : '';
  };
  $('plan-strategy').addEventListener('change', strategyNote);
  strategyNote();
  $('first').addEventListener('click', () => stepTo(0));
  $('prev').addEventListener('click', () => stepTo(state.sequence.at - 1));
  $('play').addEventListener('click', togglePlay);
  $('next').addEventListener('click', () => stepTo(state.sequence.at + 1));
  $('last').addEventListener('click', () => stepTo(state.sequence.count - 1));
  document.addEventListener('keydown', keys);
  watchText();
  try {
    const [examples, backends, api] = await Promise.all([request('GET', '/api/examples'),
      request('GET', '/api/backends'), request('GET', '/api/openapi.json')]);
    state.examples = examples.body.examples;
    fieldsFromSpecs(api.body.components.schemas);
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
