import type { ComponentType } from 'react';
import type { ModuleType } from '../../../services/contracts/flow';
import { aiPanel } from '../modules/ai';
import { codeStationPanel } from '../modules/codeStation';
import { commercePanel } from '../modules/commerce';
import { ecommercePanel } from '../modules/ecommerce';
import { emailPanel } from '../modules/email';
import { endPanel } from '../modules/end';
import { generativePanel } from '../modules/generative';
import { genericPanel } from '../modules/generic';
import { handoverPanel } from '../modules/handover';
import { inputPanel } from '../modules/input';
import { integrationPanel } from '../modules/integration';
import { languagePanel } from '../modules/language';
import { logicPanel } from '../modules/logic';
import { messagePanel } from '../modules/message';
import { paymentPanel } from '../modules/payment';
import { paymentsPanel } from '../modules/payments';
import { selectionPanel } from '../modules/selection';
import { startPanel } from '../modules/start';
import { supportAgentPanel } from '../modules/supportAgent';
import { switchPanel } from '../modules/switch';
import { thirdPartyPanel } from '../modules/thirdParty';
import { zapierPanel } from '../modules/zapier';
import type { ModulePanel, PanelProps } from './types';

/** One entry per module type, no more, no fewer: a type without its entry does not compile. */
export type PanelRegistry = { [T in ModuleType]: ModulePanel<T> };

/** Every module type's settings panel (spec 03 sections 2.3-2.15), one file per type in ../modules; the side menu shows the selected one. */
export const modulePanels: PanelRegistry = {
  START: startPanel,
  MESSAGE: messagePanel,
  SELECTION: selectionPanel,
  SUPPORT_AGENT: supportAgentPanel,
  AI: aiPanel,
  HANDOVER: handoverPanel,
  SWITCH: switchPanel,
  END: endPanel,
  CODESTATION: codeStationPanel,
  INTEGRATION: integrationPanel,
  LOGIC: logicPanel,
  INPUT: inputPanel,
  ZAPIER: zapierPanel,
  COMMERCE: commercePanel,
  PAYMENT: paymentPanel,
  THIRDPARTY: thirdPartyPanel,
  ECOMMERCE: ecommercePanel,
  EMAIL: emailPanel,
  LANGUAGE: languagePanel,
  GENERATIVE: generativePanel,
  PAYMENTS: paymentsPanel,
  GENERIC: genericPanel,
};

/** The panel of a module type, or null when the side menu shows only the common fields. */
export function panelFor<T extends ModuleType>(type: T): ModulePanel<T> {
  return modulePanels[type];
}

/** The settings panel of the module's type, rendered with the side menu's props; nothing for a type without one. */
export function ModuleSettingsPanel<T extends ModuleType>({ type, ...rest }: PanelProps<T> & { type: T }) {
  const Panel: ComponentType<PanelProps<T>> | null = modulePanels[type];
  const props: PanelProps<T> = rest;
  return Panel ? <Panel {...props} /> : null;
}
