import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { codeWriterModel, createdBlock, generativeRow, otherRow, writtenBlock } from '../../tests/paths/models/codeWriter.model';
import { assertFullCoverage } from '../../tests/paths/coverage';
import { replayPath, type Driver, type StateChecks } from '../../tests/paths/driver';
import { guardedPaths } from '../../tests/paths/model';
import { commonTexts } from '../shared/text';
import { codeStationTexts } from './codeStationTexts';
import { codeWriterMachine, codeWriterTexts, parameterNamesOf, type CodeWriterContext } from './codeWriter.machine';

const { paths, failure: generationFailure } = guardedPaths(codeWriterModel);
const ctx = (d: Driver) => d.snapshot().context as CodeWriterContext;
const can = (d: Driver, type: string) => d.snapshot().can({ type } as never);
const eventOf = (step: { event: unknown }) => step.event as { type: string; error?: unknown };

/** Each edit takes what was typed (a known connection only) and clears the error shown. */
function expectEdited(d: Driver, step: { event: unknown }) {
  const c = ctx(d);
  const event = step.event as { type: string; value?: string; connectionId?: string };
  const typed = { DESCRIPTION_CHANGED: c.description, PARAMETERS_CHANGED: c.parametersText, NAME_CHANGED: c.name, CODE_CHANGED: c.code }[event.type as 'NAME_CHANGED'];
  if (typed !== undefined) expect(typed).toBe(event.value);
  if (event.type === 'CONNECTION_CHOSEN') expect(c.connectionId).toBe(event.connectionId);
  if (typed !== undefined || event.type === 'CONNECTION_CHOSEN') expect(c.error).toBeNull();
  if (event.type === 'CODE_CHANGED') expect(c.syntaxError).toBeNull();
}

const checks: StateChecks = {
  loading: (d, step) => {
    expect(d.invocations.loadConnections?.at(-1)).toEqual({ companyId: 'c1' });
    if (step.event.type === 'xstate.init')
      expect(ctx(d)).toEqual({
        companyId: 'c1',
        connections: [],
        connectionId: null,
        description: '',
        parametersText: '',
        name: '',
        code: '',
        syntaxError: null,
        created: null,
        error: null,
      });
    // A retry clears the failure.
    expect(ctx(d).error).toBeNull();
  },
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
    expectEdited(d, step);
    if (eventOf(step).type === 'xstate.done.actor.loadConnections') expect(ctx(d).error).toBeNull();
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
    expectEdited(d, step);
    if (event.type === 'xstate.done.actor.writeCode') expect(ctx(d)).toMatchObject({ code: writtenBlock.code, syntaxError: null, error: null });
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
    if (event.type === 'xstate.error.actor.writeCode') {
      // The code written before stays, with the model's words.
      expect(ctx(d).code).not.toBe('');
      expect(ctx(d).error).toEqual({ key: codeWriterTexts.writeFailed, message: 'The AI connection could not write the code block. Please try again.' });
    }
  },
  creating: (d) => {
    expect(ctx(d).error).toBeNull();
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
  it('are generated from the model', () => {
    expect(generationFailure).toBeUndefined();
    expect(paths.length).toBeGreaterThan(0);
  });
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

describe('a code block written by one of two generative connections', () => {
  it('is asked of the connection chosen, with the description and name without surrounding spaces, and keeps what the sandbox said', async () => {
    const secondRow = { ...generativeRow, id: 'ai-gen-2', name: 'Generative AI Custom', kind: 'generativeCustom' as const };
    const asked: Record<string, unknown[]> = {};
    const actor = createActor(
      codeWriterMachine.provide({
        actors: {
          loadConnections: fromPromise(async () => [otherRow, generativeRow, secondRow]),
          writeCode: fromPromise(async ({ input }) => ((asked['writeCode'] ??= []).push(input), { code: 'return 1;', syntaxError: 'Unexpected token' })),
          createCodeBlock: fromPromise(async ({ input }) => ((asked['createCodeBlock'] ??= []).push(input), createdBlock)),
        },
      }),
      { input: { companyId: 'c1' } },
    ).start();
    const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
    await settle();
    expect(actor.getSnapshot().context.connections).toEqual([
      { id: 'ai-gen', name: 'Generative AI Default' },
      { id: 'ai-gen-2', name: 'Generative AI Custom' },
    ]);
    expect(actor.getSnapshot().context.connectionId).toBe('ai-gen');
    actor.send({ type: 'CONNECTION_CHOSEN', connectionId: 'ai-gen-2' });
    actor.send({ type: 'CONNECTION_CHOSEN', connectionId: 'ai-nlu' });
    expect(actor.getSnapshot().context.connectionId).toBe('ai-gen-2');
    actor.send({ type: 'DESCRIPTION_CHANGED', value: 'x'.repeat(2001) });
    actor.send({ type: 'WRITE' });
    expect(actor.getSnapshot().context.error).toEqual({ key: codeWriterTexts.descriptionLong, values: { max: 2000 } });
    actor.send({ type: 'DESCRIPTION_CHANGED', value: '  Work out the delivery days. ' });
    actor.send({ type: 'PARAMETERS_CHANGED', value: 'city weight' });
    actor.send({ type: 'WRITE' });
    await settle();
    expect(asked['writeCode']).toEqual([{ companyId: 'c1', connectionId: 'ai-gen-2', description: 'Work out the delivery days.', parameters: ['city', 'weight'] }]);
    expect(actor.getSnapshot().context).toMatchObject({ code: 'return 1;', syntaxError: 'Unexpected token' });
    actor.send({ type: 'NAME_CHANGED', value: '  Delivery days ' });
    actor.send({ type: 'CREATE' });
    await settle();
    expect(asked['createCodeBlock']).toEqual([{ companyId: 'c1', functionName: 'Delivery days', code: 'return 1;', parameters: ['city', 'weight'] }]);
    expect(actor.getSnapshot().value).toBe('created');
    actor.stop();
  });
});

describe('the request and the block the writer refuses', () => {
  it('counts the description without surrounding spaces, from 10 to 2000 characters, and says why a code or request is refused', async () => {
    const asked: unknown[] = [];
    const actor = createActor(
      codeWriterMachine.provide({
        actors: {
          loadConnections: fromPromise(async () => [generativeRow]),
          writeCode: fromPromise(async ({ input }) => (asked.push(input), writtenBlock)),
        },
      }),
      { input: { companyId: 'c1' } },
    ).start();
    const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
    await settle();
    actor.send({ type: 'DESCRIPTION_CHANGED', value: '   Too short    ' });
    actor.send({ type: 'WRITE' });
    expect(actor.getSnapshot().context.error).toEqual({ key: codeWriterTexts.descriptionShort, values: { min: 10 } });
    actor.send({ type: 'DESCRIPTION_CHANGED', value: ' 0123456789 ' });
    actor.send({ type: 'WRITE' });
    await settle();
    actor.send({ type: 'DESCRIPTION_CHANGED', value: 'x'.repeat(2000) });
    actor.send({ type: 'WRITE' });
    await settle();
    expect(asked.map((input) => (input as { description: string }).description.length)).toEqual([10, 2000]);
    expect(actor.getSnapshot().value).toBe('written');
    actor.send({ type: 'PARAMETERS_CHANGED', value: 'city, 2nd' });
    actor.send({ type: 'WRITE' });
    expect(actor.getSnapshot().context.error).toEqual({ key: codeStationTexts.parameterInvalid, values: { name: '2nd' } });
    actor.send({ type: 'CODE_CHANGED', value: '   ' });
    actor.send({ type: 'NAME_CHANGED', value: 'Delivery days' });
    actor.send({ type: 'CREATE' });
    expect(actor.getSnapshot().context.error).toEqual({ key: codeWriterTexts.codeEmpty });
    expect(actor.getSnapshot().value).toBe('written');
    expect(asked).toHaveLength(2);
    actor.stop();
  });
});
