import { describe, expect, expectTypeOf, it } from 'vitest';
import fixture from '../../../tests/fixtures/flow-format-1.json';
import { MODULE_TYPES, type FlowDocument } from '../../../services/contracts/flow';
import { parseStoredFlow } from '../../../services/contracts/modules/storedFlow';
import type { FlowModuleOf } from '../../../services/contracts/modules';
import { outputSlots } from '../slots';
import { validateFlow } from '../validate';
import type { ModuleDesign, ModuleDesigns } from './design';
import { moduleDesigns } from './index';
import { startDesign } from './start';

/** The fixture of format 1 as read: one module of every type, its settings filled in. */
const read = parseStoredFlow(fixture);
if (!read.ok) throw new Error(read.problem.text);
const stored = read.flow;
const problemsOf = (flow: FlowDocument) => validateFlow(flow).map((p) => [p.moduleId, p.kind, ...(p.text.values ? [p.text.values] : [])]);

describe("the registry of the designer's module rules", () => {
  it('has one entry per module type, no more', () => {
    expect(Object.keys(moduleDesigns).sort()).toEqual([...MODULE_TYPES].sort());
  });

  it('is a type error with an entry missing, one too many or one of another type', () => {
    const { GENERIC: _generic, ...withoutGeneric } = moduleDesigns;
    // @ts-expect-error GENERIC is missing
    const missing: ModuleDesigns = withoutGeneric;
    // @ts-expect-error CHATGPT is not a module type
    const extra: ModuleDesigns = { ...moduleDesigns, CHATGPT: startDesign };
    // @ts-expect-error the LANGUAGE rules read LANGUAGE modules, not SELECTION ones
    const swapped: ModuleDesigns = { ...moduleDesigns, SELECTION: moduleDesigns.LANGUAGE };
    expect([missing, extra, swapped]).toHaveLength(3);
  });

  it("gives each type's rules its own type of module, settings typed", () => {
    expectTypeOf<Parameters<NonNullable<ModuleDesign<'LANGUAGE'>['slots']>>[0]>().toEqualTypeOf<FlowModuleOf<'LANGUAGE'>>();
  });
});

describe('the save check and the slot table on a flow with every module type', () => {
  it('reports only the module nothing leads to when every setting is filled in', () => {
    expect(problemsOf(stored)).toEqual([['legacy', 'unreachable', { name: 'Old block' }]]);
  });

  it("reports each type's required fields, and the connections whose option is gone, when every module's settings are empty", () => {
    const emptied = { ...stored, modules: stored.modules.map((m) => ({ ...m, settings: {} })) };
    expect(problemsOf(emptied)).toEqual([
      ['welcome', 'messageTextEmpty'],
      ['picture', 'messageTextEmpty'],
      ['brochure', 'messageTextEmpty'],
      ['menu', 'orphanConnection', { target: 'Products' }],
      ['menu', 'orphanConnection', { target: 'Plans' }],
      ['menu', 'orphanConnection', { target: 'E-mail' }],
      ['cards', 'orphanConnection', { target: 'Product message' }],
      ['cards', 'orphanConnection', { target: 'E-mail' }],
      ['plans', 'orphanConnection', { target: 'Understand the question' }],
      ['plans', 'orphanConnection', { target: 'Which language?' }],
      ['ask-email', 'inputParamMissing'],
      ['check-vip', 'orphanConnection', { target: 'Look up the customer' }],
      ['lookup', 'integrationUrlMissing'],
      ['code', 'codeBlockMissing'],
      ['notify', 'emailToMissing'],
      ['personal', 'orphanConnection', { target: 'Add to spreadsheet' }],
      ['zap', 'zapMissing'],
      ['commerce', 'commerceIntegrationMissing'],
      ['commerce', 'commerceCatalogMissing'],
      ['payments', 'paymentsIntegrationMissing'],
      ['shop', 'ecommerceGatewayMissing'],
      ['shop', 'ecommerceActionMissing'],
      ['agent', 'orphanConnection', { target: 'Forward to a colleague' }],
      ['agent', 'supportAgentMissing'],
      ['generative', 'orphanConnection', { target: 'Forward to a colleague' }],
      ['generative', 'orphanConnection', { target: 'End' }],
      ['generative', 'generativeProviderMissing'],
      ['understand', 'aiConnectionMissing'],
      ['detect-language', 'orphanConnection', { target: 'End' }],
      ['detect-language', 'orphanConnection', { target: 'Turkish assistant' }],
      ['detect-language', 'languageRouteMissing'],
      ['bot', 'switchBotMissing'],
      ['legacy', 'unreachable', { name: 'Old block' }],
    ]);
  });

  it('draws the outputs of each type', () => {
    expect(Object.fromEntries(stored.modules.map((m) => [`${m.type} ${m.id}`, outputSlots(m).map((s) => s.key)]))).toEqual({
      'START start': ['next'],
      'MESSAGE welcome': ['next', 'fallback'],
      'MESSAGE picture': ['next', 'fallback'],
      'MESSAGE brochure': ['next', 'fallback'],
      'SELECTION menu': ['option:opt-products', 'option:opt-plans', 'option:opt-contact', 'option:opt-site', 'next', 'fallback'],
      'SELECTION cards': ['card:card-1', 'card:card-1:button:card-1-b1', 'card:card-1:button:card-1-b2', 'card:card-1:button:card-1-b3', 'next', 'fallback'],
      'SELECTION plans': ['option:row-basic', 'option:row-pro', 'next', 'fallback'],
      'INPUT ask-email': ['next', 'fallback'],
      'LOGIC check-vip': ['option:cond-vip', 'next', 'fallback'],
      'INTEGRATION lookup': ['next', 'fallback'],
      'CODESTATION code': ['next', 'fallback'],
      'EMAIL notify': ['next', 'fallback'],
      'THIRDPARTY wait': ['next', 'fallback'],
      'LOGIC personal': ['option:personalization', 'next', 'fallback'],
      'ZAPIER zap': ['next', 'fallback'],
      'COMMERCE commerce': ['option:noStock', 'next', 'fallback'],
      'PAYMENT payment': ['next', 'fallback'],
      'PAYMENTS payments': ['option:paymentSucceed', 'option:paymentFailed', 'fallback'],
      'ECOMMERCE shop': ['next', 'fallback'],
      'SUPPORT_AGENT agent': ['option:function:handover_to_human', 'next', 'fallback'],
      'GENERATIVE generative': ['intent:refund', 'option:messageLimit', 'next', 'fallback'],
      'AI understand': ['intent:pricing', 'next', 'fallback'],
      'LANGUAGE detect-language': ['option:detect-language-lang1', 'option:detect-language-lang2', 'next', 'fallback'],
      'SWITCH bot': ['next', 'fallback'],
      'HANDOVER human': ['next', 'fallback'],
      'GENERIC legacy': ['next', 'fallback'],
      'END end': [],
    });
  });
});
