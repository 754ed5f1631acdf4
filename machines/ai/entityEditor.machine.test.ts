import { describe, expect, it } from 'vitest';
import { labelProblem } from './panel/entities';
import { aiPanelTexts as T } from './panel/texts';
import { entityEditorMachine, entityNameProblem, type EntityEditorContext } from './entityEditor.machine';
import { entityEditorModel } from '../../tests/paths/models/entityEditor.model';
import { assertFullCoverage } from '../../tests/paths/coverage';
import { replayPath, type Driver, type StateChecks } from '../../tests/paths/driver';
import { generatePaths } from '../../tests/paths/model';
import { commonTexts } from '../shared/text';

const paths = generatePaths(entityEditorModel);
const ctx = (d: Driver) => d.snapshot().context as EntityEditorContext;

const checks: StateChecks = {
  editing: (d, step) => {
    const c = ctx(d);
    const e = step.event.type;
    if (e === 'CLOSE') expect(c.error).toEqual({ key: T.entityTurkish });
    if (e === 'ADD_LABEL') {
      const value = (step.event as unknown as { value: string }).value;
      if (value === 'istanbul' && c.labels.some((l) => l.value === 'Istanbul')) expect(c.error).toEqual({ key: T.labelDuplicate });
      else expect(c.labels.map((l) => l.value)).toContain(value);
    }
    if (e === 'xstate.done.actor.saveLabels') expect(c.error).toEqual({ key: T.changeFailed });
    if (e === 'xstate.error.actor.saveLabels') expect(c.error).toEqual({ key: T.changeFailed, message: 'Labels refused.' });
    // Every label has its own synonyms and no label is there twice.
    expect(new Set(c.labels.map((l) => l.value.toLowerCase())).size).toBe(c.labels.length);
  },
  saving: (d) => {
    const c = ctx(d);
    expect(entityNameProblem(c.name, c.otherNames)).toBeNull();
    expect(d.invocations['saveLabels']?.at(-1)).toEqual({ aiId: 'ai1', entityId: 'e1', entityName: c.name, labels: c.labels });
  },
  closed: (d) => {
    expect(d.snapshot().status).toBe('done');
  },
};

describe('entityEditorMachine paths', () => {
  it('reach every state and take every transition', () => {
    expect(assertFullCoverage(entityEditorMachine, paths).transitions.missing).toEqual([]);
  });
  it.each(paths.map((p, i) => [i + 1, p.scenario, p.description, p] as const))('path %i [%s]: %s', async (_, __, ___, path) => {
    await replayPath(entityEditorModel, path, checks);
  });
});

describe('entityNameProblem and labelProblem', () => {
  it('needs a name, refuses Turkish endings and spaces, and refuses a label twice', () => {
    expect(entityNameProblem(' ', [])).toEqual({ key: commonTexts.fieldEmpty });
    expect(entityNameProblem('şehir', [])).toBeNull();
    expect(entityNameProblem('sehirş', [])).toEqual({ key: T.entityTurkish });
    expect(labelProblem('', [])).toEqual({ key: commonTexts.fieldEmpty });
    expect(labelProblem('ANKARA', [{ value: 'Ankara', synonyms: [] }])).toEqual({ key: T.labelDuplicate });
  });
});
