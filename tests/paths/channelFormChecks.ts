import { expect } from 'vitest';
import type { ChannelFormContext } from '../../machines/channels/forms/channelForm';
import type { Driver, StateChecks } from './driver';

const ctx = (d: Driver) => d.snapshot().context as ChannelFormContext;
const errorOf = (event: unknown) => (event as { error?: unknown }).error;
const statusOf = (error: unknown) => ((error as { kind?: string; status?: number }).kind === 'http' ? (error as { status: number }).status : undefined);

/** Spec 02 section 8: the text a failed add shows, by status (and for Line, the server's message). */
export function expectedAddText(kind: string, error: unknown) {
  const status = statusOf(error);
  if (status === undefined) return { key: 'common.errors.noInternet' };
  if (status >= 405 && status <= 408) return { key: 'channels.errors.unauthorized' };
  const message = (error as { body?: { message?: string } }).body?.message;
  // Line shows the server's own message when there is one (spec 02 section 8).
  if (kind === 'line' && message) return { key: 'channels.errors.createFailed', message };
  if (status === 400 && (!message || message.startsWith('You are not allowed'))) return { key: 'channels.errors.onePerType' };
  if (status === 400) return { key: 'channels.errors.createFailed', message };
  if (status >= 500) return { key: kind === 'telegram' ? 'channels.errors.telegramToken' : 'channels.errors.createFailed' };
  return { key: 'channels.errors.createFailed', message: 'Conflict' };
}

/** The checks every channel form's model-based test runs, with the properties its filled form sends. */
export function channelFormChecks(
  kind: string,
  sent: { create: (c: ChannelFormContext) => Record<string, unknown>; update: (c: ChannelFormContext) => Record<string, unknown> },
): StateChecks {
  return {
    editing: (d, step) => {
      const c = ctx(d);
      const type = step.event.type;
      if (type === 'SUBMIT') expect(Object.keys(c.errors).length).toBeGreaterThan(0);
      if (type === 'xstate.error.actor.addChannel') expect(c.error).toEqual(expectedAddText(kind, errorOf(step.event)));
      if (type === 'xstate.error.actor.updateChannel') expect(c.error).toEqual({ key: 'channels.errors.updateFailed', message: 'Server says 500' });
      if (type === 'xstate.done.actor.updateChannel') {
        expect(c.notice).toEqual({ key: 'channels.updated' });
        expect(d.lastCalls()).toEqual([{ type: 'notifySaved', params: undefined }]);
      }
      if (type === 'xstate.done.actor.checkUsage') expect(c.error).toEqual({ key: 'channels.errors.duplicate', values: { company: 'Other Co' } });
      if (type === 'xstate.error.actor.checkUsage') expect(c.error).toEqual({ key: 'common.errors.noInternet' });
      if (type === 'NAME_CHANGED') expect(c.notice).toBeNull();
    },
    loadFailed: (d) => {
      const c = ctx(d);
      expect(c.error).toEqual(c.mode === 'create' ? { key: 'common.errors.noInternet' } : { key: 'channels.errors.unauthorized' });
    },
    adding: (d) => {
      expect(d.invocations['addChannel']?.at(-1)).toEqual({ companyId: 'c1', kind, name: 'Main', botId: 'b1', properties: sent.create(ctx(d)) });
      expect(ctx(d).error).toBeNull();
    },
    checkingUsage: (d) => {
      // Only the identifying fields that are set, never a secret.
      const c = ctx(d);
      const identifying = Object.fromEntries(
        ['telegramBotUsername', 'registeredWhatsappPhoneNumber', 'appID'].filter((f) => (c.fields[f] ?? '') !== '').map((f) => [f, c.fields[f]]),
      );
      expect(d.invocations['checkUsage']?.at(-1)).toEqual({ companyId: 'c1', kind, fields: identifying });
    },
    added: (d, step) => {
      const c = ctx(d);
      expect(c.notice).toEqual({ key: 'channels.saved' });
      expect(c.added).toEqual((step.event as { output?: unknown }).output);
      expect(d.called('notifySaved')).toHaveLength(1);
    },
    updating: (d) => {
      const c = ctx(d);
      expect(d.invocations['updateChannel']?.at(-1)).toEqual({ channelId: 'ch1', name: c.name.trim(), properties: sent.update(c) });
    },
  };
}
