import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import {
  agentButtonTextsMachine,
  buttonTextError,
  buttonTextsErrors,
  isBlankRow,
  localesFor,
  rowErrors,
  savedButtonTexts,
  shownErrors,
  type AgentButtonTextsContext,
  type SavedButtonTexts,
} from './agentButtonTexts.machine';
import { agentButtonTextsEvents as e, agentButtonTextsInput, agentButtonTextsModel } from '../../tests/paths/models/agentButtonTexts.model';
import { assertFullCoverage } from '../../tests/paths/coverage';
import { replayPath, type Driver, type StateChecks } from '../../tests/paths/driver';
import { generatePaths } from '../../tests/paths/model';

const paths = generatePaths(agentButtonTextsModel);
const ctx = (d: Driver) => d.snapshot().context as AgentButtonTextsContext;

const checks: StateChecks = {
  editing: (d, step) => {
    // While editing no error shows, whatever the texts are.
    expect(shownErrors(false, ctx(d))).toEqual({ defaultText: null, rows: {} });
    if (step.event.type === 'SAVE') {
      const saved = d
        .lastCalls()
        .filter((c) => c.type === 'save')
        .map((c) => c.params as SavedButtonTexts);
      expect(saved).toHaveLength(1);
      expect(saved[0]!.defaultProductButtonText).toBe(ctx(d).defaultText.trim());
      // Stored rows and chosen locales are saved; the temporary row is not.
      expect(Object.keys(saved[0]!.localizedButtonTexts)).toEqual(
        ctx(d)
          .rows.filter((r) => r.locale !== null)
          .map((r) => r.locale),
      );
    }
  },
  checking: (d, step) => {
    expect(d.called('save').length).toBe(d.calls.length);
    const shown = shownErrors(true, ctx(d));
    if (step.event.type === 'SAVE') {
      // Just after the attempt every error shows, and nothing was saved by it.
      expect(d.lastCalls()).toEqual([]);
      expect(shown).toEqual(buttonTextsErrors(ctx(d).defaultText, ctx(d).rows));
      expect(shown.defaultText !== null || Object.keys(shown.rows).length > 0).toBe(true);
    }
    if (step.event.type === 'SET_DEFAULT') expect(shown.defaultText).toBeNull();
    if (step.event.type === 'SET_TEXT') expect(shown.rows['row-1']?.text).toBeUndefined();
    if (step.event.type === 'SET_LOCALE') expect(shown.rows['row-1']?.locale).toBeUndefined();
  },
};

describe('agentButtonTextsMachine paths', () => {
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
