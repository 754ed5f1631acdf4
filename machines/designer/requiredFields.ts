import type { FlowModule } from '../../services/contracts/flow';

/**
 * The settings a module cannot run without (docs/module-settings.md names the fields),
 * checked when the flow is saved. Each rule names the problem it reports; the save check
 * lists them so the designer can jump to the module. Pure.
 */
export type RequiredFieldKind =
  | 'messageTextEmpty'
  | 'messageFileMissing'
  | 'inputParamMissing'
  | 'integrationUrlMissing'
  | 'switchBotMissing'
  | 'codeBlockMissing'
  | 'aiConnectionMissing'
  | 'emailToMissing'
  | 'zapMissing'
  | 'languageRouteMissing'
  | 'commerceIntegrationMissing'
  | 'commerceCatalogMissing'
  | 'paymentsIntegrationMissing'
  | 'ecommerceGatewayMissing'
  | 'ecommerceActionMissing'
  | 'supportAgentMissing'
  | 'generativeProviderMissing'
  | 'handoverIntegrationMissing'
  | 'handoverDepartmentMissing';

export const requiredFieldTexts: Record<RequiredFieldKind, string> = {
  messageTextEmpty: 'designerSideMenu.validation.messageTextEmpty',
  messageFileMissing: 'designerSideMenu.validation.messageFileMissing',
  inputParamMissing: 'designerSideMenu.validation.inputParamMissing',
  integrationUrlMissing: 'designerSideMenu.validation.integrationUrlMissing',
  switchBotMissing: 'designerSideMenu.validation.switchBotMissing',
  codeBlockMissing: 'designerSideMenu.validation.codeBlockMissing',
  aiConnectionMissing: 'designerSideMenu.validation.aiConnectionMissing',
  emailToMissing: 'designerSideMenu.validation.emailToMissing',
  zapMissing: 'designerSideMenu.validation.zapMissing',
  languageRouteMissing: 'designerSideMenu.validation.languageRouteMissing',
  commerceIntegrationMissing: 'designerSideMenu.validation.commerceIntegrationMissing',
  commerceCatalogMissing: 'designerSideMenu.validation.commerceCatalogMissing',
  paymentsIntegrationMissing: 'designerSideMenu.validation.paymentsIntegrationMissing',
  ecommerceGatewayMissing: 'designerSideMenu.validation.ecommerceGatewayMissing',
  ecommerceActionMissing: 'designerSideMenu.validation.ecommerceActionMissing',
  supportAgentMissing: 'designerSideMenu.validation.supportAgentMissing',
  generativeProviderMissing: 'designerSideMenu.validation.generativeProviderMissing',
  handoverIntegrationMissing: 'designerSideMenu.validation.handoverIntegrationMissing',
  handoverDepartmentMissing: 'designerSideMenu.validation.handoverDepartmentMissing',
};

/** A settings field holding a non-blank string (ids, urls, names). */
export function filled(settings: Record<string, unknown>, key: string): boolean {
  const value = settings[key];
  return typeof value === 'string' && value.trim() !== '';
}

const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** A message payload that carries a file: a link string or `{ link, caption }`. */
const hasLink = (payload: unknown) =>
  (typeof payload === 'string' && payload.trim() !== '') ||
  (typeof payload === 'object' && payload !== null && typeof (payload as { link?: unknown }).link === 'string' && (payload as { link: string }).link.trim() !== '');

function messageProblems(settings: Record<string, unknown>): RequiredFieldKind[] {
  const payloads = listOf(settings['payloads']);
  const type = settings['messageType'] ?? 'TEXT';
  if (type === 'TEXT') return payloads.some((p) => typeof p === 'string' && p.trim() !== '') ? [] : ['messageTextEmpty'];
  return payloads.some(hasLink) ? [] : ['messageFileMissing'];
}

/** Field name → problem, for the types whose rule is "this field is filled in". */
const simpleRules: Partial<Record<FlowModule['type'], ReadonlyArray<readonly [string, RequiredFieldKind]>>> = {
  INPUT: [['param', 'inputParamMissing']],
  INTEGRATION: [['url', 'integrationUrlMissing']],
  SWITCH: [['botID', 'switchBotMissing']],
  CODESTATION: [['functionId', 'codeBlockMissing']],
  AI: [['aiType', 'aiConnectionMissing']],
  EMAIL: [['emailTo', 'emailToMissing']],
  ZAPIER: [['zapID', 'zapMissing']],
  COMMERCE: [['integrationId', 'commerceIntegrationMissing'], ['catalogId', 'commerceCatalogMissing']],
  PAYMENTS: [['integrationId', 'paymentsIntegrationMissing']],
  ECOMMERCE: [['gateway', 'ecommerceGatewayMissing'], ['action', 'ecommerceActionMissing']],
  SUPPORT_AGENT: [['agentId', 'supportAgentMissing']],
  GENERATIVE: [['providerId', 'generativeProviderMissing']],
};

/** The required fields a module leaves empty, in the order its panel shows them. */
export function missingFields(module: FlowModule): RequiredFieldKind[] {
  const settings = module.settings;
  switch (module.type) {
    case 'MESSAGE':
      return messageProblems(settings);
    case 'LANGUAGE':
      return listOf(settings['payloads']).length > 0 ? [] : ['languageRouteMissing'];
    case 'HANDOVER':
      if (settings['mode'] !== 'contactCenter') return [];
      return [
        ...(filled(settings, 'contactCenterIntegrationId') ? [] : (['handoverIntegrationMissing'] as const)),
        ...(filled(settings, 'departmentID') ? [] : (['handoverDepartmentMissing'] as const)),
      ];
    default:
      return (simpleRules[module.type] ?? []).filter(([key]) => !filled(settings, key)).map(([, kind]) => kind);
  }
}
