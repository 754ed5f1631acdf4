import { failureBody, failureStatus } from '../../machines/shared/apiError';
import { commonTexts, type TextRef } from '../../machines/shared/text';

/**
 * The error text a machine test expects after a failed call, written out independently of
 * machines/shared/failureText.ts (the machines' own reading) so that a change there is caught by
 * the tests rather than copied into them: no answer → "Please check your internet
 * connection."; 5xx → "Problem in internet connection"; any other status → the machine's
 * fallback key, with the server's message when it sent one and the key's values if any.
 * Machines with extra rules (e.g. 403 → not an admin) check those first, then call this.
 */
export function expectedFailure(error: unknown, fallbackKey: string, values?: TextRef['values']): TextRef {
  const status = failureStatus(error);
  if (status === undefined) return { key: commonTexts.noInternet };
  if (status >= 500) return { key: commonTexts.internet };
  const message = failureBody(error)?.message;
  return { key: fallbackKey, ...(message ? { message } : {}), ...(values ? { values } : {}) };
}
