/**
 * The settings a module cannot run without (docs/module-settings.md names the fields),
 * checked when the flow is saved: the problems the rules report and their texts. Each
 * module type's rule is in its own file (modules/<type>.ts, missingFields); the save check
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

/** A settings field holding a non-blank text (ids, urls, names). */
export function filled(value: string | undefined): boolean {
  return value !== undefined && value.trim() !== '';
}
