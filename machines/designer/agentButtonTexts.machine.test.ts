import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import {
  agentButtonTextsMachine,
  buttonTextError,
  buttonTextsErrors,
  isBlankRow,
  localesFor,
  rowErrors,
  rowsOf,
  savedButtonTexts,
  shownErrors,
  type AgentButtonTextsContext,
} from './agentButtonTexts.machine';
import { agentButtonTextsEvents as e, agentButtonTextsInput, agentButtonTextsModel } from '../../tests/paths/models/agentButtonTexts.model';
import { assertFullCoverage } from '../../tests/paths/coverage';
import { replayPath, type Driver, type StateChecks } from '../../tests/paths/driver';
import { guardedPaths } from '../../tests/paths/model';

const { paths, failure: generationFailure } = guardedPaths(agentButtonTextsModel);
const ctx = (d: Driver) => d.snapshot().context as AgentButtonTextsContext;

type Edit = { type: string; id?: string; text?: string; locale?: string };
const storedRows = rowsOf(agentButtonTextsInput.texts);
const row1 = (d: Driver) => ctx(d).rows.find((r) => r.id === 'row-1');

/** What every edit does to the texts, in either state: only the edited field changes and is marked edited. */
function expectEdit(d: Driver, event: Edit) {
  const c = ctx(d);
  // The stored rows stay as they came, in their order; the model's edits touch the new rows only.
  expect(c.rows.filter((r) => r.id.startsWith('locale-'))).toEqual(storedRows);
  expect(new Set(c.cleared).size).toBe(c.cleared.length);
  const locales = c.rows.filter((r) => r.locale !== null).map((r) => r.locale);
  expect(new Set(locales).size).toBe(locales.length);
  if (event.type === 'xstate.init') expect(c).toEqual({ defaultText: '', rows: storedRows, cleared: [] });
  if (event.type === 'SET_DEFAULT') {
    expect(c.defaultText).toBe(event.text);
    expect(c.cleared).toContain('default');
  }
  if (event.type === 'ADD_ROW') {
    // A new row is empty and takes the smallest free 'row-N'.
    const before = c.rows.slice(0, -1).map((r) => r.id);
    const free = [1, 2, 3].map((n) => `row-${n}`).find((id) => !before.includes(id));
    expect(c.rows.at(-1)).toEqual({ id: free, locale: null, text: '' });
  }
  if (event.type === 'SET_LOCALE') {
    expect(row1(d)?.locale).toBe(event.locale);
    expect(c.cleared).toContain('row-1:locale');
  }
  if (event.type === 'SET_TEXT') {
    expect(row1(d)?.text).toBe(event.text);
    expect(c.cleared).toContain('row-1:text');
  }
  if (event.type === 'REMOVE_ROW') expect(row1(d)).toBeUndefined();
  // A second new row, if any, is never edited by the model: it stays empty.
  const row2 = c.rows.find((r) => r.id === 'row-2');
  if (row2) expect(row2).toEqual({ id: 'row-2', locale: null, text: '' });
}

/** The errors a checking form shows: those of every field not edited since the attempt (spec 5.10). */
function expectedShown(c: AgentButtonTextsContext) {
  const all = buttonTextsErrors(c.defaultText, c.rows);
  const rows: Record<string, object> = {};
  for (const [id, errors] of Object.entries(all.rows)) {
    const shown = {
      ...(errors.locale && !c.cleared.includes(`${id}:locale`) ? { locale: errors.locale } : {}),
      ...(errors.text && !c.cleared.includes(`${id}:text`) ? { text: errors.text } : {}),
    };
    if (Object.keys(shown).length) rows[id] = shown;
  }
  return { defaultText: c.cleared.includes('default') ? null : all.defaultText, rows };
}

const checks: StateChecks = {
  editing: (d, step) => {
    expectEdit(d, step.event as Edit);
    // While editing no error shows, whatever the texts are.
    expect(shownErrors(false, ctx(d))).toEqual({ defaultText: null, rows: {} });
    // A save that leaves the texts as they were repeats the snapshot, so the step found may be the edit before it:
    // whatever was called, it is one save, of a valid form, with the trimmed default and the rows with a chosen locale
    // (the temporary row is not saved).
    if (step.event.type === 'SAVE') expect(d.lastCalls()).toHaveLength(1);
    if (d.lastCalls().length) {
      expect(d.lastCalls()).toEqual([{ type: 'save', params: { defaultProductButtonText: ctx(d).defaultText.trim(), localizedButtonTexts: savedButtonTexts(ctx(d).rows) } }]);
      expect(buttonTextsErrors(ctx(d).defaultText, ctx(d).rows)).toEqual({ defaultText: null, rows: {} });
    }
  },
  checking: (d, step) => {
    expectEdit(d, step.event as Edit);
    expect(d.called('save').length).toBe(d.calls.length);
    const shown = shownErrors(true, ctx(d));
    expect(shown).toEqual(expectedShown(ctx(d)));
    if (step.event.type === 'SAVE') {
      // Just after the attempt every error shows, and nothing was saved by it.
      expect(d.lastCalls()).toEqual([]);
      expect(ctx(d).cleared).toEqual([]);
      expect(shown).toEqual(buttonTextsErrors(ctx(d).defaultText, ctx(d).rows));
      expect(shown.defaultText !== null || Object.keys(shown.rows).length > 0).toBe(true);
    }
    if (step.event.type === 'SET_DEFAULT') expect(shown.defaultText).toBeNull();
    if (step.event.type === 'SET_TEXT') expect(shown.rows['row-1']?.text).toBeUndefined();
    if (step.event.type === 'SET_LOCALE') expect(shown.rows['row-1']?.locale).toBeUndefined();
  },
};

describe('agentButtonTextsMachine paths', () => {
  it('are generated from the model', () => {
    expect(generationFailure).toBeUndefined();
    expect(paths.length).toBeGreaterThan(0);
  });
  it('reach every state and take every transition', () => {
    expect(assertFullCoverage(agentButtonTextsMachine, paths).transitions.missing).toEqual([]);
  });
  it.each(paths.map((p, i) => [i + 1, p.description, p] as const))('path %i: %s', async (_, __, path) => {
    await replayPath(agentButtonTextsModel, path, checks);
  });
});

describe('agentButtonTextsMachine', () => {
  const start = () => createActor(agentButtonTextsMachine, { input: agentButtonTextsInput }).start();

  it('adds at most 20 locale rows', () => {
    const actor = start();
    for (let i = 0; i < 5; i += 1) actor.send(e.addRow);
    expect(actor.getSnapshot().context.rows).toHaveLength(20);
    expect(actor.getSnapshot().can(e.addRow)).toBe(false);
  });

  it('refuses a locale another row already has', () => {
    const actor = start();
    actor.send(e.addRow);
    actor.send(e.takenLocale);
    expect(actor.getSnapshot().context.rows.find((r) => r.id === 'row-1')?.locale).toBeNull();
  });
});

describe('button text rules (spec 5.10)', () => {
  it('requires a text of 2 to 20 characters', () => {
    expect(buttonTextError('')).toBe('required');
    expect(buttonTextError('   ')).toBe('required');
    expect(buttonTextError('x')).toBe('length');
    expect(buttonTextError('x'.repeat(21))).toBe('length');
    expect(buttonTextError('ok')).toBeNull();
    expect(buttonTextError('x'.repeat(20))).toBeNull();
  });

  it('needs a locale on every row that has a text', () => {
    expect(rowErrors({ id: 'row-1', locale: null, text: 'Sepete git' })).toEqual({ locale: 'localeRequired' });
    expect(rowErrors({ id: 'row-1', locale: 'tr', text: '' })).toEqual({ text: 'required' });
    expect(rowErrors({ id: 'row-1', locale: 'tr', text: 'x' })).toEqual({ text: 'length' });
  });

  it('ignores rows with neither locale nor text and does not save temporary rows', () => {
    const blank = { id: 'row-1', locale: null, text: '' };
    expect(isBlankRow(blank)).toBe(true);
    expect(rowErrors(blank)).toEqual({});
    expect(buttonTextsErrors('View', [blank]).rows).toEqual({});
    expect(savedButtonTexts([blank, { id: 'row-2', locale: null, text: 'Go' }, { id: 'locale-tr', locale: 'tr', text: ' Sepet ' }])).toEqual({ tr: 'Sepet' });
  });

  it('hides locales used by other rows', () => {
    const rows = [
      { id: 'a', locale: 'tr', text: '' },
      { id: 'b', locale: 'en', text: '' },
    ];
    expect(localesFor(['tr', 'en', 'de'], rows, 'a')).toEqual(['tr', 'de']);
  });
});
