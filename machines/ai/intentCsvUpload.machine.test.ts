import { describe, expect, it } from 'vitest';
import { aiPanelTexts as T } from './panel/texts';
import { intentCsvUploadMachine, type IntentCsvUploadContext } from './intentCsvUpload.machine';
import { intentCsvUploadModel, parsedFiles } from '../../tests/paths/models/intentCsvUpload.model';
import { assertFullCoverage } from '../../tests/paths/coverage';
import { replayPath, type Driver, type StateChecks } from '../../tests/paths/driver';
import { generatePaths } from '../../tests/paths/model';
import { commonTexts } from '../shared/text';

const paths = generatePaths(intentCsvUploadModel);
const ctx = (d: Driver) => d.snapshot().context as IntentCsvUploadContext;
const notice = (kind: string, key: string, message?: string) => ({ kind, text: message ? { key, message } : { key } });

const checks: StateChecks = {
  idle: (d) => {
    const c = ctx(d);
    const key = c.notice?.text.key;
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
    expect(ctx(d).fileName).toBe('Intents.CSV');
    expect(ctx(d).notice).toBeNull();
  },
  importing: (d) => {
    expect(ctx(d).generative).toBe(false);
    // The empty-intent row is left out.
    expect(d.invocations['importIntents']?.at(-1)).toEqual({ aiId: 'ai1', rows: [{ Intent: 'greeting', Utterances: 'Hello' }] });
  },
};

describe('intentCsvUploadMachine paths', () => {
  it('reach every state and take every transition', () => {
    expect(assertFullCoverage(intentCsvUploadMachine, paths).transitions.missing).toEqual([]);
  });
  it.each(paths.map((p, i) => [i + 1, p.scenario, p.description, p] as const))('path %i [%s]: %s', async (_, __, ___, path) => {
    await replayPath(intentCsvUploadModel, path, checks);
  });
});
