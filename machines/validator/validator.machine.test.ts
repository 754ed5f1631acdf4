import { describe, expect, it } from 'vitest';
import { failingFlow, passingFlow, validatorModel } from '../../tests/paths/models/validator.model';
import { assertFullCoverage } from '../../tests/paths/coverage';
import { replayPath, type Driver, type StateChecks } from '../../tests/paths/driver';
import { generatePaths } from '../../tests/paths/model';
import { flowCheckTexts } from './flowCheck';
import { validatorMachine, validatorTexts, VALIDATOR_MAX_FILE_BYTES, type ValidatorContext } from './validator.machine';

const paths = generatePaths(validatorModel);
const ctx = (d: Driver) => d.snapshot().context as ValidatorContext;
const field = <T>(step: { event: object }, name: string) => (step.event as Record<string, unknown>)[name] as T;

const checks: StateChecks = {
  editing: (d, step) => {
    // Whatever was checked before is gone; the text is the one typed (empty after CLEAR).
    expect(ctx(d).result).toBeNull();
    expect(ctx(d).error).toBeNull();
    expect(ctx(d).fileName).toBeNull();
    if (step.event.type === 'TEXT_CHANGED') expect(ctx(d).text).toBe(field<string>(step, 'value'));
    if (step.event.type === 'CLEAR' || step.event.type === 'xstate.init') expect(ctx(d).text).toBe('');
  },
  readingFile: (d, step) => {
    expect(step.event.type).toBe('FILE_CHOSEN');
    expect(ctx(d).fileName).toBe(field<string>(step, 'name'));
    expect(d.invocations.readFile?.at(-1)).toEqual({ file: field<Blob>(step, 'file') });
  },
  fileFailed: (d, step) => {
    expect(ctx(d).result).toBeNull();
    expect(ctx(d).text).toBe('');
    if (step.event.type === 'FILE_CHOSEN') expect(ctx(d).error).toEqual({ key: validatorTexts.fileTooLarge, values: { max: VALIDATOR_MAX_FILE_BYTES } });
    else expect(ctx(d).error).toEqual({ key: validatorTexts.fileFailed });
  },
  unreadable: (d) => {
    const result = ctx(d).result;
    expect(result?.kind).toBe('unreadable');
    if (result?.kind !== 'unreadable') return;
    // Broken JSON and a document that is not a flow each say why.
    const expected = ctx(d).text.startsWith('{"name"') ? flowCheckTexts.notAFlow : flowCheckTexts.notJson;
    expect(result.reason.key).toBe(expected);
  },
  invalid: (d) => {
    const result = ctx(d).result;
    expect(ctx(d).text).toBe(failingFlow);
    expect(result?.kind).toBe('checked');
    if (result?.kind !== 'checked') return;
    expect(result.modules).toBe(5);
    expect(result.findings.map((f) => [f.moduleName, f.text.key])).toEqual([
      ['Lost', 'designer.validation.unreachable'],
      ['Lost', 'designerSideMenu.validation.messageTextEmpty'],
      ['Pay', 'designer.validation.unreachable'],
      ['Pay', 'designerSideMenu.validation.paymentsIntegrationMissing'],
      ['Pay', 'designer.publish.notRunnable'],
    ]);
  },
  valid: (d) => {
    expect(ctx(d).text).toBe(passingFlow);
    expect(ctx(d).result).toEqual({ kind: 'checked', modules: 3, migratedFrom: null, findings: [] });
  },
};

describe('validatorMachine paths', () => {
  it('reach every state and take every transition', () => {
    const coverage = assertFullCoverage(validatorMachine, paths);
    expect(coverage.transitions.missing).toEqual([]);
  });
  it.each(paths.map((p, i) => [i + 1, p.scenario, p.description, p] as const))('path %i [%s]: %s', async (_, __, ___, path) => {
    await replayPath(validatorModel, path, checks);
  });
});
