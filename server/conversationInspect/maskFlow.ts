import type { FlowDocument } from '../../services/contracts/flow';
import { SECRET_NAME } from '../secrets';
import { isRecord } from './json';

/** What a stored credential reads as in the inspector's answer. */
export const MASKED_SECRET = '••••••••';

/** Header or query pairs whose value is a credential even when the value's own name is harmless. */
const SECRET_PAIR = /authorization|cookie|secret|token|password|passwd|apikey|api_key|api-key|credential/i;

const maskedValue = (value: unknown) => (typeof value === 'string' && value === '' ? value : MASKED_SECRET);

/** An address with user:password@ in it keeps its host but not its credentials. */
function maskUrlCredentials(value: string): string {
  return value.replace(/^([a-z][a-z0-9+.-]*:\/\/)([^/@\s]+)@/i, (_all, scheme: string) => `${scheme}${MASKED_SECRET}@`);
}

/** `{ key, value }` pairs (headers, query parameters, body fields) name their credential in `key`. */
function isSecretPair(value: Record<string, unknown>): boolean {
  return typeof value['key'] === 'string' && SECRET_PAIR.test(value['key']) && 'value' in value;
}

function maskValue(value: unknown): unknown {
  if (typeof value === 'string') return maskUrlCredentials(value);
  if (Array.isArray(value)) return value.map(maskValue);
  if (!isRecord(value)) return value;
  if (isSecretPair(value)) return { ...value, value: maskedValue(value['value']) };
  return Object.fromEntries(
    Object.entries(value).map(([name, inner]) => [
      name,
      SECRET_NAME.test(name) && (typeof inner === 'string' || typeof inner === 'number') ? maskedValue(inner) : maskValue(inner),
    ]),
  );
}

/**
 * The flow as the inspector may show it: every module's settings with stored credentials
 * replaced by a mask (an empty one stays empty, so a reader sees whether one is set).
 */
export function maskFlowSecrets(flow: FlowDocument): FlowDocument {
  return { ...flow, modules: flow.modules.map((module) => ({ ...module, settings: maskValue(module.settings) as Record<string, unknown> })) };
}
