// @vitest-environment jsdom
import '../../../testing/dom';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ModuleType } from '../../../../services/contracts/flow';
import { initTestI18n } from '../../../testing/i18n';
import { panelFor } from '../registry';
import { CodeStationPanel } from './codeStation/CodeStationPanel';
import { LogicPanel } from './conditions/LogicPanel';
import { HandoverPanel } from './handover/HandoverPanel';
import { InputPanel } from './input/InputPanel';
import { IntegrationPanel } from './integration/IntegrationPanel';
import { moduleOf, renderPanel } from './panelHarness';

afterEach(cleanup);

const samples: Array<[ModuleType, Record<string, unknown>]> = [
  ['CODESTATION', { functionId: '', functionVersion: '', parameter: [{ key: 'a', value: '1' }] }],
  ['INPUT', { inputType: 'IDENTIFICATION', identifier: 'em', param: '#EMAIL' }],
  ['LOGIC', { payloads: [{ id: 'c1', ifCondition: '#NAME', ifOperator: 'EQUALS', ifTargets: ['Ada'], conditionAction: '' }] }],
  ['INTEGRATION', { bodySendOption: 'manually', bodyOption: 'raw', responseReceiveOption: 'manually' }],
  ['HANDOVER', { mode: 'contactCenter' }],
];
const data = { codeBlocks: () => Promise.resolve([]), integrations: () => Promise.resolve([]) };
/** A key i18next could not find shows as itself, e.g. 'logic.addCondition'. */
const untranslated = /\b(keyValue|codeStation|input|logic|integration|handover)\.[a-zA-Z]+/;

describe('the logic group of panels', () => {
  it('registers the CODESTATION, INPUT, LOGIC, INTEGRATION and HANDOVER panels', () => {
    expect(panelFor('CODESTATION')).toBe(CodeStationPanel);
    expect(panelFor('INPUT')).toBe(InputPanel);
    expect(panelFor('LOGIC')).toBe(LogicPanel);
    expect(panelFor('INTEGRATION')).toBe(IntegrationPanel);
    expect(panelFor('HANDOVER')).toBe(HandoverPanel);
  });

  for (const lng of ['en', 'tr', 'de', 'ar']) {
    it.each(samples)(`renders %s in ${lng} with every text translated`, async (type, settings) => {
      initTestI18n(lng);
      const Panel = panelFor(type);
      if (!Panel) throw new Error(type);
      renderPanel(Panel, moduleOf(type, settings), { data });
      await screen.findAllByRole('button');
      expect(document.body.textContent ?? '').not.toMatch(untranslated);
    });
  }
});
