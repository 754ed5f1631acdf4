import { describe, expect, it } from 'vitest';
import { assertFullCoverage } from '../../tests/paths/coverage';
import { replayPath, type Driver, type StateChecks } from '../../tests/paths/driver';
import { generatePaths } from '../../tests/paths/model';
import { codeStationEditorModel, timeLimit } from '../../tests/paths/models/codeStationEditor.model';
import { codeStationEditorMachine, isDirty, isOlderVersion, NEW_BLOCK_CODE, runValues, type CodeStationEditorContext } from './codeStationEditor.machine';
import { draftProblem, nameProblem } from './codeStationTexts';

const paths = generatePaths(codeStationEditorModel);
const ctx = (d: Driver) => d.snapshot().context as CodeStationEditorContext;
const last = (d: Driver, actor: string) => d.invocations[actor]?.at(-1);

const checks: StateChecks = {
  loading: (d) => expect(last(d, 'loadBlocks')).toEqual({ companyId: 'c1' }),
  loadFailed: (d, step) => {
    const status = (step.event as { error?: { status?: number } }).error?.status;
    expect(ctx(d).error).toEqual(status === 500 ? { key: 'common.errors.internet' } : { key: 'common.errors.noInternet' });
  },
  browsing: (d, step) => {
    const c = ctx(d);
    expect(c.open).toBeNull();
    if (step.event.type === 'xstate.done.actor.deleteBlock') {
      expect(c.notice).toEqual({ key: 'codeStation.notices.deleted', values: { name: expect.any(String) } });
      expect(c.blocks.map((b) => b.functionId)).not.toContain(last(d, 'deleteBlock') && (last(d, 'deleteBlock') as { functionId: string }).functionId);
    }
    if (step.event.type === 'xstate.error.actor.openVersion') expect(c.error).toEqual({ key: 'codeStation.errors.openFailed', message: 'The code block was not found.' });
    // A link to a block the company does not have lands on the list, saying so; a plain visit says nothing.
    if (step.event.type === 'xstate.done.actor.loadBlocks') {
      expect(c.target).toBeNull();
      if (c.error !== null) {
        expect(c.error).toEqual({ key: 'codeStation.errors.blockMissing' });
        expect(c.blocks.map((b) => b.functionId)).not.toContain('b2');
      }
    }
  },
  naming: (d, step) => {
    const c = ctx(d);
    if (step.event.type === 'SUBMIT')
      expect(c.nameError).toEqual(
        nameProblem(
          c.name,
          c.blocks.map((b) => b.functionName),
        ),
      );
    if (step.event.type === 'SUBMIT' && c.name === '') expect(c.nameError).toEqual({ key: 'codeStation.errors.nameEmpty' });
    if (step.event.type === 'SUBMIT' && c.name === 'Shipping') expect(c.nameError).toEqual({ key: 'codeStation.errors.nameTaken' });
    if (step.event.type === 'xstate.error.actor.createBlock') expect(c.nameError).toEqual({ key: 'codeStation.errors.createFailed', message: 'The code block needs a name.' });
  },
  creating: (d) => expect(last(d, 'createBlock')).toEqual({ companyId: 'c1', functionName: ctx(d).name.trim(), code: NEW_BLOCK_CODE, parameters: [] }),
  opening: (d, step) => {
    const input = last(d, 'openVersion') as { companyId: string; functionId: string; version?: string };
    expect(input.companyId).toBe('c1');
    expect(['b1', 'b2', 'b3']).toContain(input.functionId);
    // A link to one block opens it as soon as the list shows the company has it.
    if (step.event.type === 'xstate.done.actor.loadBlocks') expect(input).toEqual({ companyId: 'c1', functionId: 'b2' });
  },
  'block.editing': (d, step) => {
    const c = ctx(d);
    expect(c.open).not.toBeNull();
    expect(isOlderVersion(c.open) && step.event.type === 'xstate.done.actor.openVersion').toBe(false);
    if (step.event.type === 'xstate.done.actor.createBlock') {
      expect(c.notice).toEqual({ key: 'codeStation.notices.created', values: { name: 'Tax' } });
      expect(c.blocks.map((b) => b.functionName)).toContain('Tax');
    }
    if (step.event.type === 'xstate.done.actor.saveVersion') {
      expect(c.notice).toEqual({ key: 'codeStation.notices.saved', values: { version: '1.2.0' } });
      expect(isDirty(c)).toBe(false);
    }
    if (step.event.type === 'xstate.error.actor.saveVersion') expect(c.error).toEqual({ key: 'common.errors.internet' });
    if (step.event.type === 'xstate.done.actor.runTest') {
      const result: unknown = step.event['output'];
      expect(c.result).toEqual(result);
      if (c.result?.ok === false) expect(c.result.error).toBe(timeLimit);
    }
    if (step.event.type === 'xstate.error.actor.runTest') expect([c.result, c.error]).toEqual([null, { key: 'common.errors.noInternet' }]);
    if (step.event.type === 'xstate.done.actor.renameBlock') {
      expect(c.open?.functionName).toBe('Prices');
      expect(c.notice).toEqual({ key: 'codeStation.notices.renamed', values: { name: 'Prices' } });
    }
    if (step.event.type === 'xstate.error.actor.deleteBlock') expect(c.error).toEqual({ key: 'codeStation.errors.deleteFailed', message: 'A VIEWER cannot change code blocks.' });
    if (step.event.type === 'CANCEL') expect(c.leaveTo).toBeNull();
    // Save is offered only for a changed, valid draft; a test run only for a valid one.
    expect(d.snapshot().can({ type: 'SAVE' })).toBe(isDirty(c) && draftProblem(c.draft.code, c.draft.parameters) === null);
    expect(d.snapshot().can({ type: 'RUN' })).toBe(draftProblem(c.draft.code, c.draft.parameters) === null);
    if (step.event.type === 'PARAMETER_CHANGED' && c.draft.parameters.join() === '1st')
      expect(draftProblem(c.draft.code, c.draft.parameters)).toEqual({ key: 'codeStation.errors.parameterInvalid', values: { name: '1st' } });
  },
  'block.viewing': (d, step) => {
    const c = ctx(d);
    expect(isOlderVersion(c.open)).toBe(true);
    // An older version is read-only: no editing, no save, no run.
    expect(d.snapshot().can({ type: 'CODE_CHANGED', value: 'x' })).toBe(false);
    expect(d.snapshot().can({ type: 'SAVE' })).toBe(false);
    if (step.event.type === 'xstate.error.actor.saveVersion') expect(c.error).toEqual({ key: 'common.errors.internet' });
  },
  'block.saving': (d) => {
    const c = ctx(d);
    expect(last(d, 'saveVersion')).toEqual({ companyId: 'c1', functionId: c.open?.functionId, code: c.draft.code, parameters: c.draft.parameters });
  },
  'block.running': (d) => {
    const c = ctx(d);
    expect(last(d, 'runTest')).toEqual({ companyId: 'c1', ...(c.open ? { functionId: c.open.functionId } : {}), code: c.draft.code, parameters: runValues(c) });
    expect(c.result).toBeNull();
  },
  'block.renaming': (d, step) => {
    const c = ctx(d);
    if (step.event.type === 'RENAME') expect(c.name).toBe(c.open?.functionName);
    if (step.event.type === 'xstate.error.actor.renameBlock')
      expect(c.nameError).toEqual({ key: 'codeStation.errors.renameFailed', message: 'A code block name is at most 100 characters.' });
  },
  'block.renamingBlock': (d) => expect(last(d, 'renameBlock')).toEqual({ companyId: 'c1', functionId: ctx(d).open?.functionId, functionName: ctx(d).name.trim() }),
  'block.confirmingDelete': (d) => expect(ctx(d).open).not.toBeNull(),
  'block.deleting': (d) => expect(last(d, 'deleteBlock')).toEqual({ companyId: 'c1', functionId: ctx(d).open?.functionId }),
  'block.confirmingLeave': (d) => {
    expect(isDirty(ctx(d))).toBe(true);
    expect(ctx(d).leaveTo).not.toBeNull();
  },
};

describe('codeStationEditorMachine', () => {
  it('offers a test run with one value per parameter name, empty when none was typed', () => {
    expect(runValues({ draft: { code: '', parameters: ['weight', ' country '] }, values: { weight: '3' } })).toEqual({ weight: '3', country: '' });
  });
  it('names the parameter problems clearly', () => {
    expect(draftProblem('', [''])).toEqual({ key: 'codeStation.errors.parameterEmpty' });
    expect(draftProblem('', ['a', 'a'])).toEqual({ key: 'codeStation.errors.parameterTwice', values: { name: 'a' } });
    expect(draftProblem('x'.repeat(50_001), [])).toEqual({ key: 'codeStation.errors.codeTooLong', values: { max: 50_000 } });
    expect(nameProblem('x'.repeat(101), [])).toEqual({ key: 'codeStation.errors.nameTooLong', values: { max: 100 } });
    expect(nameProblem(' pricing ', ['Pricing'])).toEqual({ key: 'codeStation.errors.nameTaken' });
  });
});

describe('codeStationEditorMachine paths', () => {
  it('reach every state and take every transition', () => {
    expect(assertFullCoverage(codeStationEditorMachine, paths).transitions.missing).toEqual([]);
  });
  it.each(paths.map((p, i) => [i + 1, p.scenario, p.description, p] as const))('path %i [%s]: %s', async (_, __, ___, path) => {
    await replayPath(codeStationEditorModel, path, checks);
  });
});
