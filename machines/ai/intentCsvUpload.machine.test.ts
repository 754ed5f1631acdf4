import { describe, expect, it } from 'vitest';
import { aiPanelTexts as T } from './panel/texts';
import { intentCsvUploadMachine, type IntentCsvUploadContext } from './intentCsvUpload.machine';
import { intentCsvUploadModel, parsedFiles } from '../../tests/paths/models/intentCsvUpload.model';
import { assertFullCoverage } from '../../tests/paths/coverage';
import { replayPath, type Driver, type StateChecks } from '../../tests/paths/driver';
import { guardedPaths } from '../../tests/paths/model';
import { expectedFailure } from '../../tests/paths/expectedFailure';
import { commonTexts } from '../shared/text';

const { paths, failure: generationFailure } = guardedPaths(intentCsvUploadModel);
const ctx = (d: Driver) => d.snapshot().context as IntentCsvUploadContext;
const notice = (kind: string, key: string, message?: string) => ({ kind, text: message ? { key, message } : { key } });

/** What the section shows, and which app actions run, after each answer (spec 5.1), from the file the model parsed. */
function expectOutcome(d: Driver, event: { type: string; output?: unknown; error?: unknown; file?: { name: string } }) {
  const c = ctx(d);
  const calls = d.lastCalls();
  switch (event.type) {
    case 'xstate.init':
      expect(c).toEqual({ aiId: 'ai1', generative: c.generative, fileName: null, notice: null });
      expect(calls).toEqual([]);
      return;
    case 'FILE_CHOSEN':
      // Only a .csv file is read; another one is refused on the spot and the last file's name stays.
      expect(event.file?.name).toBe('intents.txt');
      expect(c.notice).toEqual(notice('error', T.notCsv));
      expect(calls).toEqual([]);
      return;
    case 'xstate.error.actor.parseCsv':
      expect(c.notice).toEqual(notice('error', T.csvErrors));
      expect(calls).toEqual([{ type: 'logErrors', params: { errors: [event.error] } }]);
      return;
    case 'xstate.done.actor.parseCsv': {
      const file = Object.entries(parsedFiles).find(([, parsed]) => parsed === event.output)?.[0];
      if (file === 'withErrors') {
        expect(c.notice).toEqual(notice('error', T.csvErrors));
        expect(calls).toEqual([{ type: 'logErrors', params: { errors: parsedFiles['withErrors']!.errors } }]);
      } else if (file === 'entities' && c.generative) {
        expect(c.notice).toEqual(notice('success', T.csvUploaded));
        expect(calls).toEqual([{ type: 'storeGenerativeRows', params: { rows: parsedFiles['entities']!.rows } }]);
      } else {
        // Intent + Utterances for an AI connection, Intent + Entities for the generative type: other columns are refused.
        expect(file === 'wrongColumns' || (file === 'utterances') === c.generative).toBe(true);
        expect(c.notice).toEqual(notice('error', T.csvInvalidColumns));
        expect(calls).toEqual([]);
      }
      return;
    }
    case 'xstate.done.actor.importIntents':
      if ((event.output as { success?: unknown }).success === true) {
        expect(c.notice).toEqual(notice('success', T.csvUploaded));
        expect(calls).toEqual([{ type: 'intentsImported', params: undefined }]);
      } else {
        expect(c.notice).toEqual(notice('error', T.csvUploadFailed));
        expect(calls).toEqual([]);
      }
      return;
    case 'xstate.error.actor.importIntents':
      expect(c.notice).toEqual({ kind: 'error', text: expectedFailure(event.error, T.csvUploadFailed) });
      expect(calls).toEqual([]);
      return;
  }
}

const checks: StateChecks = {
  idle: (d, step) => {
    const c = ctx(d);
    const key = c.notice?.text.key;
    expectOutcome(d, step.event as never);
    expect([c.aiId, c.fileName === null || c.fileName === 'Intents.CSV']).toEqual(['ai1', true]);
    if (c.notice === null) {
      expect(d.calls).toEqual([]);
    } else if (key === T.notCsv) {
      expect(c.notice).toEqual(notice('error', T.notCsv));
    } else if (key === T.csvErrors) {
      // Errors of the file (or an unreadable file) are logged to the console.
      expect(d.called('logErrors').at(-1)).toEqual(expect.objectContaining({ errors: expect.arrayContaining([expect.anything()]) }));
    } else if (key === T.csvUploaded) {
      expect(c.notice?.kind).toBe('success');
      if (c.generative) expect(d.called('storeGenerativeRows').at(-1)).toEqual({ rows: parsedFiles['entities']!.rows });
      else expect(d.called('intentsImported').length).toBeGreaterThan(0);
    } else if (key === T.csvInvalidColumns) {
      expect(c.notice).toEqual(notice('error', T.csvInvalidColumns));
    } else if (key === commonTexts.noInternet) {
      expect(c.generative).toBe(false);
    } else {
      expect(c.notice).toEqual(expect.objectContaining({ kind: 'error', text: expect.objectContaining({ key: T.csvUploadFailed }) }));
      expect(c.generative).toBe(false);
    }
    if (key !== T.csvUploaded) expect(d.lastCalls().filter((call) => call.type !== 'logErrors')).toEqual([]);
    expect(d.snapshot().can({ type: 'FILE_CHOSEN', file: { name: 'a.csv' } })).toBe(true);
  },
  parsing: (d) => {
    expect(d.invocations['parseCsv']?.at(-1)).toEqual({ file: { name: 'Intents.CSV' } });
    expect(ctx(d)).toEqual({ aiId: 'ai1', generative: ctx(d).generative, fileName: 'Intents.CSV', notice: null });
    expect(d.lastCalls()).toEqual([]);
  },
  importing: (d) => {
    expect(ctx(d)).toEqual({ aiId: 'ai1', generative: false, fileName: 'Intents.CSV', notice: null });
    expect(d.lastCalls()).toEqual([]);
    // The empty-intent row is left out.
    expect(d.invocations['importIntents']?.at(-1)).toEqual({ aiId: 'ai1', rows: [{ Intent: 'greeting', Utterances: 'Hello' }] });
  },
};

describe('intentCsvUploadMachine paths', () => {
  it('are generated from the model', () => {
    expect(generationFailure).toBeUndefined();
    expect(paths.length).toBeGreaterThan(0);
  });
  it('reach every state and take every transition', () => {
    expect(assertFullCoverage(intentCsvUploadMachine, paths).transitions.missing).toEqual([]);
  });
  it.each(paths.map((p, i) => [i + 1, p.scenario, p.description, p] as const))('path %i [%s]: %s', async (_, __, ___, path) => {
    await replayPath(intentCsvUploadModel, path, checks);
  });
});
