/** Spec 9: assistant names are cut at 20 characters, template names at 24, company names at 20, with an ellipsis. */
export const ASSISTANT_NAME_LIMIT = 20;
export const TEMPLATE_NAME_LIMIT = 24;
export const COMPANY_NAME_LIMIT = 20;

export function truncate(name: string, limit: number): string {
  const chars = [...name];
  return chars.length > limit ? `${chars.slice(0, limit).join('')}...` : name;
}
