import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { FlowModule } from '../../services/contracts/flow';
import { newModule } from '../../services/contracts/moduleCatalogue';
import { requiredFieldTexts, type RequiredFieldKind } from './requiredFields';
import { missingFields, validateFlow } from './validate';
import { readModule } from '../../services/contracts/modules/storedFlow';

const english = JSON.parse(readFileSync(new URL('../../locales/en/designerSideMenu.json', import.meta.url), 'utf8')) as { validation: Record<string, string> };
const textOf = (kind: RequiredFieldKind) => english.validation[requiredFieldTexts[kind].replace('designerSideMenu.validation.', '')];

const module = (type: string, settings: Record<string, unknown> = {}): FlowModule => {
  const m = newModule(type, { x: 0, y: 0 }, 'm');
  return readModule({ ...m, settings: { ...m.settings, ...settings } });
};

/** Each rule: a module of the type as the palette adds it (the field empty), and the same module filled in. */
const rules: Array<{ kind: RequiredFieldKind; type: string; empty: Record<string, unknown>; filled: Record<string, unknown>; text: string }> = [
  { kind: 'messageTextEmpty', type: 'MESSAGE', empty: { payloads: ['', '  '] }, filled: { payloads: ['', 'Hello'] }, text: 'Add at least one message text.' },
  {
    kind: 'messageFileMissing',
    type: 'MESSAGE',
    empty: { messageType: 'IMAGE', payloads: [{ link: '' }] },
    filled: { messageType: 'IMAGE', payloads: [{ link: 'https://x.test/a.png', caption: 'A' }] },
    text: 'Add the file or link this message sends.',
  },
  { kind: 'inputParamMissing', type: 'INPUT', empty: { param: ' ' }, filled: { param: 'answer' }, text: "Enter the parameter name the customer's answer is saved in." },
  { kind: 'integrationUrlMissing', type: 'INTEGRATION', empty: {}, filled: { url: 'https://api.test/x' }, text: 'Enter the URL the integration calls.' },
  { kind: 'switchBotMissing', type: 'SWITCH', empty: {}, filled: { botID: 'b2' }, text: 'Choose the assistant to forward to.' },
  { kind: 'codeBlockMissing', type: 'CODESTATION', empty: {}, filled: { functionId: 'f1' }, text: 'Choose a code block.' },
  { kind: 'aiConnectionMissing', type: 'AI', empty: {}, filled: { aiType: 'ai-1' }, text: 'Choose an AI provider.' },
  { kind: 'emailToMissing', type: 'EMAIL', empty: {}, filled: { emailTo: 'a@b.test' }, text: 'Enter the To address.' },
  { kind: 'zapMissing', type: 'ZAPIER', empty: {}, filled: { zapID: 'z1' }, text: 'Choose a zap.' },
  { kind: 'languageRouteMissing', type: 'LANGUAGE', empty: {}, filled: { payloads: [{ id: 'r1', languageId: 'en' }] }, text: 'Add at least one language route.' },
  { kind: 'commerceIntegrationMissing', type: 'COMMERCE', empty: { catalogId: 'c1' }, filled: { integrationId: 'i1', catalogId: 'c1' }, text: 'Choose a commerce manager.' },
  { kind: 'commerceCatalogMissing', type: 'COMMERCE', empty: { integrationId: 'i1' }, filled: { integrationId: 'i1', catalogId: 'c1' }, text: 'Choose a catalog.' },
  { kind: 'paymentsIntegrationMissing', type: 'PAYMENTS', empty: {}, filled: { integrationId: 'i1' }, text: 'Choose a payment integration.' },
  { kind: 'ecommerceGatewayMissing', type: 'ECOMMERCE', empty: { action: 'CHECK_USER' }, filled: { gateway: 'g1', action: 'CHECK_USER' }, text: 'Choose a gateway.' },
  { kind: 'ecommerceActionMissing', type: 'ECOMMERCE', empty: { gateway: 'g1' }, filled: { gateway: 'g1', action: 'CHECK_USER' }, text: 'Choose an action type.' },
  { kind: 'supportAgentMissing', type: 'SUPPORT_AGENT', empty: {}, filled: { agentId: 'a1' }, text: 'Choose an AI agent.' },
  { kind: 'generativeProviderMissing', type: 'GENERATIVE', empty: {}, filled: { providerId: 'p1' }, text: 'Choose an AI provider.' },
  {
    kind: 'handoverIntegrationMissing',
    type: 'HANDOVER',
    empty: { mode: 'contactCenter', departmentID: 'd1' },
    filled: { mode: 'contactCenter', contactCenterIntegrationId: 'i1', departmentID: 'd1' },
    text: 'Choose a contact center integration.',
  },
  {
    kind: 'handoverDepartmentMissing',
    type: 'HANDOVER',
    empty: { mode: 'contactCenter', contactCenterIntegrationId: 'i1' },
    filled: { mode: 'contactCenter', contactCenterIntegrationId: 'i1', departmentID: 'd1' },
    text: 'Choose a department.',
  },
];

describe('required fields checked on save', () => {
  it('has one rule per problem kind', () => {
    expect(new Set(rules.map((r) => r.kind))).toEqual(new Set(Object.keys(requiredFieldTexts)));
  });

  it.each(rules)('$kind: $type without it is listed with "$text"; filled in it is not', ({ kind, type, empty, filled, text }) => {
    expect(missingFields(module(type, empty))).toEqual([kind]);
    expect(missingFields(module(type, filled))).toEqual([]);
    expect(textOf(kind)).toBe(text);
  });

  it('lists every missing field of a module in the order of its panel', () => {
    expect(missingFields(module('COMMERCE'))).toEqual(['commerceIntegrationMissing', 'commerceCatalogMissing']);
    expect(missingFields(module('HANDOVER', { mode: 'contactCenter' }))).toEqual(['handoverIntegrationMissing', 'handoverDepartmentMissing']);
  });

  it('asks nothing of the other handover modes, START, END, THIRDPARTY and the generic block', () => {
    expect(missingFields(module('HANDOVER', { mode: 'internal' }))).toEqual([]);
    expect(missingFields(module('HANDOVER', { mode: 'channel' }))).toEqual([]);
    for (const type of ['START', 'END', 'THIRDPARTY', 'GENERIC', 'LOGIC', 'PAYMENT']) expect(missingFields(module(type))).toEqual([]);
  });

  it('is part of the save check, naming the module', () => {
    const start = { ...newModule('START', { x: 0, y: 0 }, 'start'), connections: [{ id: 'm' }] };
    const problems = validateFlow({ formatVersion: 2, modules: [start, module('ZAPIER')] });
    expect(problems).toEqual([{ moduleId: 'm', kind: 'zapMissing', text: { key: 'designerSideMenu.validation.zapMissing' } }]);
  });
});
