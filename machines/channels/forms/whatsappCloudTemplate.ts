/** An approved template as a channel stores it. */
export type WhatsappTemplate = { name: string; language: string };

/**
 * The outside-window template as the WhatsApp Cloud form keeps it in one field: "name|language"
 * (neither has a "|"), '' for none.
 */
export const templateChoice = (template: WhatsappTemplate) => `${template.name}|${template.language}`;

/** The stored template from the field, or undefined for none. */
export function templateOf(choice: string): WhatsappTemplate | undefined {
  const [name = '', language = ''] = choice.split('|');
  return name && language ? { name, language } : undefined;
}

/** The field's value from the stored properties. */
export function choiceOf(properties: Record<string, unknown>): string {
  const stored = properties['outsideWindowTemplate'];
  if (typeof stored !== 'object' || stored === null || !('name' in stored) || !('language' in stored)) return '';
  return typeof stored.name === 'string' && typeof stored.language === 'string' ? templateChoice({ name: stored.name, language: stored.language }) : '';
}
