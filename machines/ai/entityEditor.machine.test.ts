import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { labelProblem } from './panel/entities';
import { aiPanelTexts as T } from './panel/texts';
import { entityEditorMachine, entityNameProblem, type EntityEditorContext } from './entityEditor.machine';
import { entityEditorInput, entityEditorModel } from '../../tests/paths/models/entityEditor.model';
import { assertFullCoverage } from '../../tests/paths/coverage';
import { replayPath, type Driver, type StateChecks } from '../../tests/paths/driver';
import { guardedPaths } from '../../tests/paths/model';
import { commonTexts } from '../shared/text';

const { paths, failure: generationFailure } = guardedPaths(entityEditorModel);
const ctx = (d: Driver) => d.snapshot().context as EntityEditorContext;

type EditorEvent = { type: string; value?: string; label?: string; synonym?: string };
const labelOf = (c: EntityEditorContext, value: string) => c.labels.find((l) => l.value === value);

const checks: StateChecks = {
  editing: (d, step) => {
    const c = ctx(d);
    const event = step.event as EditorEvent;
    // What the editor was opened with stays: the connection, the entity and the names of the others.
    expect([c.aiId, c.entityId, c.otherNames]).toEqual(['ai1', 'e1', ['color']]);
    if (event.type === 'xstate.init') expect(c).toEqual({ ...entityEditorInput, error: null });
    if (event.type === 'NAME_CHANGED') expect([c.name, c.error]).toEqual([event.value, null]);
    if (event.type === 'CLOSE') {
      expect(c.name).toBe('sehirş');
      expect(c.error).toEqual({ key: T.entityTurkish });
    }
    if (event.type === 'ADD_LABEL') {
      if (c.error !== null) {
        // A label already there, in any case, is refused with the text and the labels stay.
        expect(c.error).toEqual({ key: T.labelDuplicate });
        expect(c.labels.filter((l) => l.value.toLowerCase() === event.value!.toLowerCase())).toHaveLength(1);
      } else {
        expect(labelOf(c, event.value!)).toEqual({ value: event.value, synonyms: [] });
      }
    }
    if (event.type === 'REMOVE_LABEL') expect(labelOf(c, event.value!)).toBeUndefined();
    // A synonym goes to its label; a label no longer there takes none.
    if (event.type === 'ADD_SYNONYM' && labelOf(c, event.label!)) expect(labelOf(c, event.label!)?.synonyms).toContain(event.synonym);
    if (event.type === 'REMOVE_SYNONYM') expect(labelOf(c, event.label!)?.synonyms ?? []).not.toContain(event.synonym);
    if (event.type === 'xstate.done.actor.saveLabels') expect(c.error).toEqual({ key: T.changeFailed });
    if (event.type === 'xstate.error.actor.saveLabels') expect(c.error).toEqual({ key: T.changeFailed, message: 'Labels refused.' });
    // Every label has its own synonyms and no label is there twice.
    expect(new Set(c.labels.map((l) => l.value.toLowerCase())).size).toBe(c.labels.length);
  },
  saving: (d) => {
    const c = ctx(d);
    expect(entityNameProblem(c.name, c.otherNames)).toBeNull();
    expect(c.error).toBeNull();
    expect(d.invocations['saveLabels']?.at(-1)).toEqual({ aiId: 'ai1', entityId: 'e1', entityName: c.name, labels: c.labels });
  },
  closed: (d) => {
    expect(d.snapshot().status).toBe('done');
    expect(ctx(d).error).toBeNull();
  },
};

describe('entityEditorMachine paths', () => {
  it('are generated from the model', () => {
    expect(generationFailure).toBeUndefined();
    expect(paths.length).toBeGreaterThan(0);
  });
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

describe('closing the entity editor', () => {
  it('saves the labels as edited, and a label added after a refused one clears the text', async () => {
    const saved: unknown[] = [];
    const actor = createActor(
      entityEditorMachine.provide({
        actors: {
          saveLabels: fromPromise(async ({ input }) => {
            saved.push(input);
            return { success: true, statusCode: 200 };
          }),
        },
      }),
      { input: entityEditorInput },
    ).start();
    actor.send({ type: 'ADD_LABEL', value: 'istanbul' });
    expect(actor.getSnapshot().context.error).toEqual({ key: T.labelDuplicate });
    actor.send({ type: 'ADD_LABEL', value: 'Ankara' });
    expect(actor.getSnapshot().context.error).toBeNull();
    actor.send({ type: 'NAME_CHANGED', value: 'town' });
    actor.send({ type: 'CLOSE' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(saved).toEqual([{ aiId: 'ai1', entityId: 'e1', entityName: 'town', labels: [...entityEditorInput.labels, { value: 'Ankara', synonyms: [] }] }]);
    expect(actor.getSnapshot().status).toBe('done');
  });
});

describe('editing an entity', () => {
  it('removes a label, adds and removes synonyms, and says why a name is refused on closing', () => {
    const actor = createActor(entityEditorMachine, { input: entityEditorInput }).start();
    actor.send({ type: 'ADD_LABEL', value: 'Ankara' });
    actor.send({ type: 'ADD_SYNONYM', label: 'Ankara', synonym: 'Angora' });
    actor.send({ type: 'REMOVE_SYNONYM', label: 'Istanbul', synonym: 'İst' });
    actor.send({ type: 'REMOVE_LABEL', value: 'Istanbul' });
    expect(actor.getSnapshot().context.labels).toEqual([{ value: 'Ankara', synonyms: ['Angora'] }]);
    actor.send({ type: 'NAME_CHANGED', value: ' ' });
    actor.send({ type: 'CLOSE' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.error).toEqual({ key: commonTexts.fieldEmpty });
    actor.stop();
  });
});
