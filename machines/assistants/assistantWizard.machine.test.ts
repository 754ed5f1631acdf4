import { describe, expect, it } from 'vitest';
import { aiFormValid, assistantWizardMachine, assistantWizardTexts, type AssistantWizardContext } from './assistantWizard.machine';
import { serviceKey, templates } from '../../tests/paths/models/assistantWizard.model';
import { assistantWizardModel } from '../../tests/paths/models/assistantWizard.model';
import { assertFullCoverage } from '../../tests/paths/coverage';
import { replayPath, type Driver, type StateChecks } from '../../tests/paths/driver';
import { expectedFailure } from '../../tests/paths/expectedFailure';
import { generatePaths } from '../../tests/paths/model';
import { commonTexts } from '../shared/text';

const paths = generatePaths(assistantWizardModel);
const ctx = (d: Driver) => d.snapshot().context as AssistantWizardContext;
const errorOf = (step: { event: { type: string } }) => (step.event as { error?: unknown }).error;

const checks: StateChecks = {
  noCompany: (d) => {
    expect(ctx(d).error).toEqual({ key: assistantWizardTexts.noCompany });
    expect(d.snapshot().status).toBe('done');
    expect(d.calls).toEqual([]);
  },
  selectType: (d) => {
    expect(d.snapshot().can({ type: 'CREATE_FROM_SCRATCH' })).toBe(true);
    expect(d.snapshot().can({ type: 'BROWSE_TEMPLATES' })).toBe(true);
    expect(d.snapshot().can({ type: 'BACK' })).toBe(false);
  },
  'templates.loading': (d) => {
    expect(d.invocations.fetchTemplates?.at(-1)).toEqual({ companyId: 'c1' });
    expect(ctx(d).error).toBeNull();
  },
  'templates.failed': (d) => {
    expect(ctx(d).error).toEqual({ key: commonTexts.internet });
    expect(d.snapshot().can({ type: 'RETRY' })).toBe(true);
  },
  'templates.choosing': (d) => {
    expect(ctx(d).templates).toEqual(templates);
    // Only a template of the list can be chosen.
    expect(d.snapshot().can({ type: 'TEMPLATE_CHOSEN', templateId: 'tpl-unknown' })).toBe(false);
  },
  'projectCreation.choosing': (d) => {
    const c = ctx(d);
    expect(c.template?.aiBot).toBe(true);
    expect(d.snapshot().can({ type: 'USE_PROJECT_ID' })).toBe(c.projectId !== '');
    // Back goes to the list only when the template was chosen there.
    expect(d.snapshot().can({ type: 'BACK' })).toBe(c.template?.from === 'list');
  },
  'projectCreation.naming': (d, step) => {
    const c = ctx(d);
    expect(c.projectName).not.toMatch(/\s/);
    expect(d.snapshot().can({ type: 'SUBMIT' })).toBe(c.projectName !== '');
    if (step.event.type === 'xstate.error.actor.createGoogleProject') {
      expect(c.error).toEqual({ key: assistantWizardTexts.projectFailed, message: 'Google refused the project name.' });
    }
  },
  'projectCreation.creatingProject': (d) => {
    expect(d.invocations.createGoogleProject?.at(-1)).toEqual({ projectName: 'MyBotProject' });
  },
  'projectCreation.downloadingKey': (d) => {
    expect(d.invocations.downloadServiceKey?.at(-1)).toEqual({ projectId: 'mybotproject-4821' });
  },
  dialogflowAiForm: (d, step) => {
    const c = ctx(d);
    expect(c.template?.aiBot).toBe(true);
    if (step.event.type === 'xstate.done.actor.downloadServiceKey') {
      expect([c.projectId, c.jsonKey, c.error]).toEqual(['mybotproject-4821', serviceKey, null]);
    }
    if (step.event.type === 'xstate.error.actor.downloadServiceKey') {
      expect([c.projectId, c.error]).toEqual(['mybotproject-4821', { key: assistantWizardTexts.keyFailed }]);
    }
    if (step.event.type === 'SUBMIT') {
      expect(aiFormValid(c)).toBe(false);
      const expected: Record<string, unknown> = {};
      if (c.aiName.trim() === '') expected.aiName = { key: commonTexts.fieldEmpty };
      else if (c.aiName.trim().length < 2) expected.aiName = { key: commonTexts.nameTooShort };
      if (c.jsonKey === '') expected.jsonKey = { key: commonTexts.fieldEmpty };
      if (c.projectId === '') expected.projectId = { key: commonTexts.fieldEmpty };
      expect(c.fieldErrors).toEqual(expected);
    }
  },
  name: (d, step) => {
    const c = ctx(d);
    expect(d.snapshot().can({ type: 'SUBMIT' })).toBe(c.name.trim() !== '');
    if (step.event.type === 'NAME_CHANGED' && c.name === '') expect(c.fieldErrors).toEqual({ name: { key: commonTexts.fieldEmpty } });
    // SUBMIT of a one-letter name stays here; the AI form's SUBMIT also leads here.
    if (step.event.type === 'SUBMIT' && c.name.trim().length === 1) expect(c.fieldErrors).toEqual({ name: { key: commonTexts.nameTooShort } });
    if (step.event.type === 'xstate.error.actor.createAiConnection') {
      expect(c.error).toEqual(expectedFailure(errorOf(step), assistantWizardTexts.aiFailed));
    }
    if (step.event.type === 'xstate.error.actor.createBot' || step.event.type === 'xstate.error.actor.copyBotFromTemplate') {
      expect(c.firstTime && step.event.type === 'xstate.error.actor.copyBotFromTemplate').toBe(false);
      expect(c.error).toEqual(expectedFailure(errorOf(step), assistantWizardTexts.createFailed, { name: 'Support bot' }));
    }
    // A template chosen before the wizard opened, without an AI, has no step before the name.
    if (c.template?.from === 'input' && !c.template.aiBot) expect(d.snapshot().can({ type: 'BACK' })).toBe(false);
  },
  'creating.connectingAi': (d) => {
    expect(d.invocations.createAiConnection?.at(-1)).toEqual({ companyId: 'c1', name: 'Orders AI', projectId: 'my-project', jsonKey: serviceKey });
  },
  'creating.copying': (d) => {
    const c = ctx(d);
    expect(d.invocations.copyBotFromTemplate?.at(-1)).toEqual({
      sourceBotId: c.template?.id ?? 'tpl-start',
      companyId: 'c1',
      name: 'Support bot',
      ...(c.template?.aiBot ? { aiIntegrationId: 'ai-1' } : {}),
    });
  },
  'creating.creatingEmpty': (d, step) => {
    expect(d.invocations.createBot?.at(-1)).toEqual({ name: 'Support bot', companyId: 'c1' });
    if (step.event.type === 'xstate.error.actor.copyBotFromTemplate') expect(ctx(d).firstTime).toBe(true);
  },
  created: (d, step) => {
    const c = ctx(d);
    const fromTemplate = step.event.type === 'xstate.done.actor.copyBotFromTemplate';
    const notice = {
      id: (step.event as unknown as { output: { id: string } }).output.id,
      fromTemplate,
      ...(fromTemplate && c.template ? { template: c.template.id } : {}),
      name: 'Support bot',
    };
    expect(d.calls).toEqual([
      { type: 'notifyCreated', params: notice },
      { type: 'showToast', params: { text: { key: assistantWizardTexts.created, values: { name: 'Support bot' } } } },
    ]);
    expect(d.snapshot().output).toEqual(notice);
  },
};

describe('assistantWizardMachine paths', () => {
  it('reach every state and take every transition', () => {
    expect(assertFullCoverage(assistantWizardMachine, paths).transitions.missing).toEqual([]);
  });
  it.each(paths.map((p, i) => [i + 1, p.scenario, p.description, p] as const))('path %i [%s]: %s', async (_, __, ___, path) => {
    await replayPath(assistantWizardModel, path, checks);
  });
});
