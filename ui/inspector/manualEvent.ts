import type { AnyEventObject } from 'xstate';

export type ManualEventError = 'typeRequired' | 'reserved' | 'badJson' | 'notObject';

export type ManualEvent = { ok: true; event: AnyEventObject } | { ok: false; error: ManualEventError; detail?: string };

/**
 * The event a developer typed: a type and an optional JSON object whose fields join it.
 * XState's own events (xstate.*) are refused: sending them by hand fakes an actor's
 * answer or a timer, which the inspector only reads.
 */
export function parseManualEvent(type: string, payload: string): ManualEvent {
  const eventType = type.trim();
  if (!eventType) return { ok: false, error: 'typeRequired' };
  if (eventType.startsWith('xstate.')) return { ok: false, error: 'reserved' };
  if (!payload.trim()) return { ok: true, event: { type: eventType } };
  let parsed: unknown;
  try {
    parsed = JSON.parse(payload);
  } catch (error) {
    return { ok: false, error: 'badJson', detail: error instanceof Error ? error.message : String(error) };
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return { ok: false, error: 'notObject' };
  return { ok: true, event: { ...parsed, type: eventType } };
}
