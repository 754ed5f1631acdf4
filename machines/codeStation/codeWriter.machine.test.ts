import { describe, expect, it } from 'vitest';
import { codeWriterModel, createdBlock, writtenBlock } from '../../tests/paths/models/codeWriter.model';
import { assertFullCoverage } from '../../tests/paths/coverage';
import { replayPath, type Driver, type StateChecks } from '../../tests/paths/driver';
import { generatePaths } from '../../tests/paths/model';
import { commonTexts } from '../shared/text';
import { codeStationTexts } from './codeStationTexts';
import { codeWriterMachine, codeWriterTexts, parameterNamesOf, type CodeWriterContext } from './codeWriter.machine';

const paths = generatePaths(codeWriterModel);
const ctx = (d: Driver) => d.snapshot().context as CodeWriterContext;
const can = (d: Driver, type: string) => d.snapshot().can({ type } as never);
const eventOf = (step: { event: unknown }) => step.event as { type: string; error?: unknown };

const checks: StateChecks = {
  loading: (d) => expect(d.invocations.loadConnections?.at(-1)).toEqual({ companyId: 'c1' }),
  loadFailed: (d) => {
    expect(ctx(d).error).toEqual({ key: commonTexts.noInternet });
    expect(can(d, 'RETRY')).toBe(true);
  },
  noConnection: (d) => {
    expect(ctx(d).connections).toEqual([]);
    expect(can(d, 'WRITE')).toBe(false);
  },
  describing: (d, step) => {
    // Only the generative connection is offered, and chosen.
    expect(ctx(d).connections).toEqual([{ id: 'ai-gen', name: 'Generative AI Default' }]);
    expect(ctx(d).connectionId).toBe('ai-gen');
    expect(can(d, 'CREATE')).toBe(false);
    if (eventOf(step).type === 'WRITE') {
      const error = ctx(d).error;
      if (ctx(d).description === '') expect(error).toEqual({ key: codeWriterTexts.descriptionShort, values: { min: 10 } });
      else expect(error).toEqual({ key: codeStationTexts.parameterInvalid, values: { name: '2nd' } });
    }
    if (eventOf(step).type.startsWith('xstate.error'))
      expect(ctx(d).error).toEqual({ key: codeWriterTexts.writeFailed, message: 'The AI connection could not write the code block. Please try again.' });
  },
  writing: (d) => {
    expect(d.invocations.writeCode?.at(-1)).toEqual({
      companyId: 'c1',
      connectionId: 'ai-gen',
      description: ctx(d).description.trim(),
      parameters: parameterNamesOf(ctx(d).parametersText),
    });
    expect(ctx(d).error).toBeNull();
  },
  written: (d, step) => {
    const event = eventOf(step);
    if (event.type === 'xstate.done.actor.writeCode') expect(ctx(d)).toMatchObject({ code: writtenBlock.code, syntaxError: null });
    if (event.type === 'CREATE') {
      const c = ctx(d);
      const problem =
        c.code === ''
          ? { key: codeWriterTexts.codeEmpty }
          : c.name === ''
            ? { key: codeStationTexts.nameEmpty }
            : { key: codeStationTexts.parameterInvalid, values: { name: '2nd' } };
      expect(c.error).toEqual(problem);
    }
    if (event.type === 'xstate.error.actor.createCodeBlock')
      expect(ctx(d).error).toEqual({ key: 'codeStation.errors.createFailed', message: 'A code block with this name already exists.' });
    if (event.type === 'xstate.error.actor.writeCode') expect(ctx(d).code).not.toBe('');
  },
  creating: (d) => {
    expect(d.invocations.createCodeBlock?.at(-1)).toEqual({
      companyId: 'c1',
      functionName: ctx(d).name.trim(),
      code: ctx(d).code,
      parameters: parameterNamesOf(ctx(d).parametersText),
    });
  },
  created: (d) => {
    expect(ctx(d).created).toEqual({ functionId: createdBlock.functionId, functionName: createdBlock.functionName });
    expect(can(d, 'WRITE')).toBe(false);
  },
};

describe('codeWriterMachine paths', () => {
  it('reads parameter names separated by commas or spaces', () => {
    expect(parameterNamesOf(' city, weight  total,,')).toEqual(['city', 'weight', 'total']);
  });
  it('reach every state and take every transition', () => {
    const coverage = assertFullCoverage(codeWriterMachine, paths);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
  it.each(paths.map((p, i) => [i + 1, p.scenario, p.description, p] as const))('path %i [%s]: %s', async (_, __, ___, path) => {
    await replayPath(codeWriterModel, path, checks);
  });
});
