import { isUuid } from '../companies/access';
/** The AI connections a stored flow's modules answer through (their settings.aiType), each once; ids that cannot name a row are left out. */
export function aiConnectionIdsOf(flow: unknown): string[] {
  const document = typeof flow === 'string' ? (JSON.parse(flow) as unknown) : flow;
  const modules = (document as { modules?: unknown } | null)?.modules;
  if (!Array.isArray(modules)) return [];
  const ids = modules.map((module: unknown) => (module as { settings?: { aiType?: unknown } } | null)?.settings?.aiType);
  return [...new Set(ids.filter((id): id is string => typeof id === 'string' && isUuid(id)))];
}
