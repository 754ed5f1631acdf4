import { describe, expect, it } from 'vitest';
import {
  failingFlow,
  failingVersion,
  passingFlow,
  passingVersion,
  savedAssistants,
  savedVersions,
  storedProblem,
  unreadableVersionFailure,
  validatorModel,
} from '../../tests/paths/models/validator.model';
import { assertFullCoverage } from '../../tests/paths/coverage';
import { replayPath, type Driver, type StateChecks } from '../../tests/paths/driver';
import { generatePaths } from '../../tests/paths/model';
import { commonTexts } from '../shared/text';
import { flowCheckTexts } from './flowCheck';
import { validatorMachine, validatorTexts, VALIDATOR_MAX_FILE_BYTES, type ValidatorContext } from './validator.machine';

const paths = generatePaths(validatorModel);
const ctx = (d: Driver) => d.snapshot().context as ValidatorContext;
const field = <T>(step: { event: object }, name: string) => (step.event as Record<string, unknown>)[name] as T;

/** The findings of the failing flow, as [module, text key]. */
const failingFindings = [
  ['Lost', 'designer.validation.unreachable'],
  ['Lost', 'designerSideMenu.validation.messageTextEmpty'],
  ['Pay', 'designer.validation.unreachable'],
  ['Pay', 'designerSideMenu.validation.paymentsIntegrationMissing'],
  ['Pay', 'designer.publish.notRunnable'],
];
/** The version the text comes from: v2 of the assistant chosen then (the one the flow was asked for). */
const version2Of = (d: Driver) => {
  const botId = (d.invocations.loadFlow?.at(-1) as { botId: string } | undefined)?.botId;
  const assistant = savedAssistants.find((a) => a.id === botId);
  return { companyId: 'c1', botId: assistant?.id, botName: assistant?.name, versionId: 'ver-2', versionName: 'v2' };
};

const checks: StateChecks = {
  'check.editing': (d, step) => {
    // Whatever was checked before is gone; the text is the one typed (empty after CLEAR), from no file or version.
    expect(ctx(d).result).toBeNull();
    expect(ctx(d).error).toBeNull();
    expect(ctx(d).fileName).toBeNull();
    expect(ctx(d).source).toBeNull();
    expect(ctx(d).versionId).toBeNull();
    if (step.event.type === 'TEXT_CHANGED') expect(ctx(d).text).toBe(field<string>(step, 'value'));
    if (step.event.type === 'CLEAR' || step.event.type === 'xstate.init') expect(ctx(d).text).toBe('');
  },
  'check.readingFile': (d, step) => {
    expect(step.event.type).toBe('FILE_CHOSEN');
    expect(ctx(d).fileName).toBe(field<string>(step, 'name'));
    expect(ctx(d).source).toBeNull();
    expect(d.invocations.readFile?.at(-1)).toEqual({ file: field<Blob>(step, 'file') });
  },
  'check.fileFailed': (d, step) => {
    expect(ctx(d).result).toBeNull();
    expect(ctx(d).text).toBe('');
    if (step.event.type === 'FILE_CHOSEN') expect(ctx(d).error).toEqual({ key: validatorTexts.fileTooLarge, values: { max: VALIDATOR_MAX_FILE_BYTES } });
    else expect(ctx(d).error).toEqual({ key: validatorTexts.fileFailed });
  },
  'check.loadingFlow': (d, step) => {
    // The chosen version of the chosen assistant loads; what was shown before is gone.
    if (step.event.type === 'VERSION_CHOSEN') {
      expect(d.invocations.loadFlow?.at(-1)).toEqual({ botId: ctx(d).botId, versionId: field<string>(step, 'versionId') });
      expect(ctx(d).versionId).toBe(field<string>(step, 'versionId'));
    }
    expect(ctx(d).source).toEqual({ ...version2Of(d), storedProblems: [] });
    expect(ctx(d).text).toBe('');
    expect(ctx(d).result).toBeNull();
    expect(ctx(d).error).toBeNull();
  },
  'check.flowFailed': (d, step) => {
    expect(ctx(d).result).toBeNull();
    // A stored flow the designer cannot open says so in the reader's words; no answer at all is the usual internet text.
    const unreadable = { key: flowCheckTexts.unreadableFlow, message: unreadableVersionFailure.kind === 'http' ? unreadableVersionFailure.body?.message : '' };
    if (step.event.type === 'xstate.error.actor.loadFlow') {
      expect(ctx(d).error).toEqual(field<unknown>(step, 'error') === unreadableVersionFailure ? unreadable : { key: commonTexts.noInternet });
    } else expect([unreadable, { key: commonTexts.noInternet }]).toContainEqual(ctx(d).error);
  },
  'check.unreadable': (d) => {
    const result = ctx(d).result;
    expect(result?.kind).toBe('unreadable');
    if (result?.kind !== 'unreadable') return;
    // Broken JSON and a document that is not a flow each say why.
    const expected = ctx(d).text.startsWith('{"name"') ? flowCheckTexts.notAFlow : flowCheckTexts.notJson;
    expect(result.reason.key).toBe(expected);
  },
  'check.invalid': (d) => {
    const result = ctx(d).result;
    expect(result?.kind).toBe('checked');
    if (result?.kind !== 'checked') return;
    expect(result.modules).toBe(5);
    const findings = result.findings.map((f) => [f.moduleName, f.text.key]);
    if (ctx(d).source === null) {
      expect(ctx(d).text).toBe(failingFlow);
      expect(findings).toEqual(failingFindings);
    } else {
      // A saved version: its flow is in the field, and what reading it left out is listed too.
      expect(ctx(d).source).toEqual({ ...version2Of(d), storedProblems: [storedProblem] });
      expect(ctx(d).text).toBe(JSON.stringify(failingVersion.flow, null, 2));
      expect(findings).toEqual([...failingFindings, [null, flowCheckTexts.setting]]);
      expect(result.findings.at(-1)?.text.message).toBe(storedProblem);
    }
  },
  'check.valid': (d) => {
    expect([passingFlow, JSON.stringify(passingVersion.flow, null, 2)]).toContain(ctx(d).text);
    if (ctx(d).text !== passingFlow) expect(ctx(d).source).toEqual({ ...version2Of(d), storedProblems: [] });
    expect(ctx(d).result).toEqual({ kind: 'checked', modules: 3, migratedFrom: null, findings: [] });
  },
  'saved.waiting': (d) => {
    expect(ctx(d).companyId).toBeNull();
    expect(ctx(d).assistants).toEqual([]);
    expect(d.invocations.loadAssistants).toBeUndefined();
  },
  'saved.loadingAssistants': (d) => {
    expect(ctx(d).companyId).toBe('c1');
    expect(ctx(d).assistants).toEqual([]);
    expect(ctx(d).savedError).toBeNull();
    expect(d.invocations.loadAssistants?.at(-1)).toEqual({ companyId: 'c1' });
  },
  'saved.assistantsFailed': (d) => {
    expect(ctx(d).savedError).toEqual({ key: commonTexts.noInternet });
  },
  'saved.choosingAssistant': (d) => {
    expect(ctx(d).assistants).toEqual(savedAssistants);
    expect(ctx(d).botId).toBeNull();
    expect(ctx(d).savedError).toBeNull();
  },
  'saved.loadingVersions': (d, step) => {
    if (step.event.type === 'ASSISTANT_CHOSEN') expect(ctx(d).botId).toBe(field<string>(step, 'botId'));
    expect(ctx(d).versions).toEqual([]);
    expect(ctx(d).versionId).toBeNull();
    expect(ctx(d).savedError).toBeNull();
    // Choosing another assistant while the versions load asks for the other one's.
    expect(d.invocations.loadVersions?.at(-1)).toEqual({ botId: ctx(d).botId });
  },
  'saved.versionsFailed': (d) => {
    expect(ctx(d).versions).toEqual([]);
    expect(ctx(d).savedError).toEqual({ key: validatorTexts.versionsFailed, message: 'Server says 404' });
  },
  'saved.choosingVersion': (d) => {
    expect(ctx(d).versions).toEqual(savedVersions);
    expect(ctx(d).savedError).toBeNull();
  },
};

describe('validatorMachine paths', () => {
  it('reach every state and take every transition', () => {
    const coverage = assertFullCoverage(validatorMachine, paths);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
  it.each(paths.map((p, i) => [i + 1, p.scenario, p.description, p] as const))('path %i [%s]: %s', async (_, __, ___, path) => {
    await replayPath(validatorModel, path, checks);
  });
});
