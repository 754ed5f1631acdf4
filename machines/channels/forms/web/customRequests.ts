import { CUSTOM_REQUEST_METHODS } from '../../../../services/contracts/channels/webChatWidget';
import { recordOf } from '../webSettingFields';

/** The two requests the web chat's OTP authentication may call instead of the product's own (spec 02 section 3). */
export const CUSTOM_REQUESTS = ['customSMS', 'customOtpValidation'] as const;
export type CustomRequestName = (typeof CUSTOM_REQUESTS)[number];

export type CustomRequestMethod = (typeof CUSTOM_REQUEST_METHODS)[number];

/** A custom request as the form edits it: url, headers (name/value), method (POST by default), body (JSON text). */
export type CustomRequestDraft = { url: string; method: CustomRequestMethod; headers: Array<{ name: string; value: string }>; body: string };

export const emptyRequest = (): CustomRequestDraft => ({ url: '', method: 'POST', headers: [], body: '' });

const textOf = (value: unknown) => (typeof value === 'string' ? value : '');
const isMethod = (value: unknown): value is CustomRequestMethod => CUSTOM_REQUEST_METHODS.some((m) => m === value);

/** A stored request as a draft (none stored: an empty one). */
export function readRequest(value: unknown): CustomRequestDraft {
  const record = recordOf(value);
  if (!record) return emptyRequest();
  const stored: unknown = record['headers'];
  const headers = (Array.isArray(stored) ? stored : []).flatMap((h: unknown) => {
    const header = recordOf(h);
    return header ? [{ name: textOf(header['name']), value: textOf(header['value']) }] : [];
  });
  return { url: textOf(record['url']), method: isMethod(record['method']) ? record['method'] : 'POST', headers, body: textOf(record['body']) };
}

/** Whether a request was filled in at all (an untouched one is not stored). */
export const isUsed = (request: CustomRequestDraft) => request.url.trim() !== '' || request.headers.length > 0 || request.body.trim() !== '';

/** The request as the contract stores it (an empty body left out). */
export function requestProperties(request: CustomRequestDraft): Record<string, unknown> {
  return { url: request.url, method: request.method, headers: request.headers, ...(request.body.trim() !== '' ? { body: request.body } : {}) };
}
