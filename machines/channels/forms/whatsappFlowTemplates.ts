import { templateChoice, templateOf, type WhatsappTemplate } from './whatsappCloudTemplate';

/** The stored property of the template per flow (services/contracts/channels/whatsappCloud.ts). */
export const FLOW_TEMPLATES = 'flowTemplates';

const PREFIX = `${FLOW_TEMPLATES}.`;

/** The form's field of one flow's template: `flowTemplates.<flow id>`, its value a choice ("name|language") or '' for the channel's default. */
export const flowTemplateField = (flowId: string) => `${PREFIX}${flowId}`;

/** The fields of the stored templates per flow. */
export function flowChoicesOf(properties: Record<string, unknown>): Record<string, string> {
  const stored = properties[FLOW_TEMPLATES];
  if (typeof stored !== 'object' || stored === null) return {};
  return Object.fromEntries(
    Object.entries(stored).flatMap(([flowId, template]: [string, unknown]) => {
      if (typeof template !== 'object' || template === null || !('name' in template) || !('language' in template)) return [];
      const { name, language } = template;
      return typeof name === 'string' && typeof language === 'string' ? [[flowTemplateField(flowId), templateChoice({ name, language })]] : [];
    }),
  );
}

/** The templates per flow the fields choose (a flow left at the channel's default is left out), or undefined for none. */
export function flowTemplatesOf(fields: Record<string, string>): Record<string, WhatsappTemplate> | undefined {
  const chosen = Object.entries(fields).flatMap(([field, choice]) => {
    const template = field.startsWith(PREFIX) ? templateOf(choice) : undefined;
    return template ? [[field.slice(PREFIX.length), template] as const] : [];
  });
  return chosen.length > 0 ? Object.fromEntries(chosen) : undefined;
}
