import type { ComponentType } from 'react';
import type { ModuleType } from '../../../../services/contracts/flow';
import type { PanelProps } from '../types';
import { BotPanel } from './BotPanel';
import { CommercePanel } from './CommercePanel';
import { EcommercePanel } from './EcommercePanel';
import { EmailPanel } from './EmailPanel';
import { EndPanel, StartPanel } from './EndStartPanels';
import { LanguagePanel } from './LanguagePanel';
import { PaymentPanel } from './PaymentPanel';
import { PaymentsPanel } from './PaymentsPanel';
import { SupportAgentPanel } from './SupportAgentPanel';
import { WaitForPanel } from './WaitForPanel';
import { ZapierPanel } from './ZapierPanel';
import './panelsMore.css';

/** The settings panels of this group, by module type. */
export const panels: Partial<Record<ModuleType, ComponentType<PanelProps>>> = {
  SWITCH: BotPanel,
  PAYMENTS: PaymentsPanel,
  COMMERCE: CommercePanel,
  PAYMENT: PaymentPanel,
  ECOMMERCE: EcommercePanel,
  EMAIL: EmailPanel,
  LANGUAGE: LanguagePanel,
  THIRDPARTY: WaitForPanel,
  ZAPIER: ZapierPanel,
  SUPPORT_AGENT: SupportAgentPanel,
  END: EndPanel,
  START: StartPanel,
};
