import { expect } from 'vitest';
import { SECRET_MASK } from '../../services/contracts/channels';
import type { WebSettingsConfig } from '../../machines/channels/forms/webSettingsValues';
import type { WebSettingsContext } from '../../machines/channels/forms/webSettings';
import type { Driver, StateChecks } from './driver';
import { uploadedUrl } from './models/webSettingsForms';

const ctx = (d: Driver) => d.snapshot().context as WebSettingsContext;
const outputOf = (event: unknown) => (event as { output?: unknown }).output;

/** The checks of both web chat settings models: what each step shows and what each call is sent. */
export function webSettingsChecks(kind: WebSettingsConfig['kind'], stored: (properties: Record<string, unknown>) => Record<string, unknown>): StateChecks {
  return {
    loadFailed: (d) => {
      const c = ctx(d);
      expect(c.error).toEqual(c.mode === 'create' ? { key: 'common.errors.noInternet' } : { key: 'channels.errors.unauthorized' });
    },
    creating: (d, step) => {
      const c = ctx(d);
      if (step.event.type === 'SAVE') expect(Object.keys(c.errors).length).toBeGreaterThan(0);
      if (step.event.type === 'xstate.error.actor.addChannel') expect(c.error).toEqual({ key: 'channels.errors.createFailed' });
    },
    adding: (d) => {
      expect(d.invocations['addChannel']?.at(-1)).toEqual({ companyId: 'c1', kind, name: 'Main', botId: 'b1', properties: {} });
    },
    added: (d, step) => {
      expect(ctx(d).notice).toEqual({ key: 'channels.saved' });
      expect(ctx(d).added).toEqual(outputOf(step.event));
      expect(d.called('notifySaved')).toHaveLength(1);
    },
    editing: (d, step) => {
      const c = ctx(d);
      const type = step.event.type;
      if (type === 'SAVE') expect(Object.keys(c.errors).length).toBeGreaterThan(0);
      if (type === 'SAVE' && c.values['auth'] === 'TOKEN' && c.signInSecret === '' && c.stored['signInSecret'] === undefined)
        expect(c.errors['signInSecret']).toEqual({ key: 'channels.web.errors.signInSecretMissing' });
      if (type === 'SIGN_IN_SECRET_GENERATED') expect(c.errors['signInSecret']).toBeUndefined();
      if (type === 'xstate.done.actor.updateChannel') {
        expect(c.notice).toEqual({ key: 'channels.saved' });
        // A generated secret is shown until saved; then it is stored, masked.
        expect(c.signInSecret).toBe('');
        if (d.invocations['updateChannel']?.some((sent) => 'signInSecret' in (sent as { properties: object }).properties)) expect(c.stored['signInSecret']).toBe(SECRET_MASK);
        expect(d.lastCalls()).toEqual([{ type: 'notifySaved', params: undefined }]);
      }
      if (type === 'xstate.error.actor.updateChannel') expect(c.error).toEqual({ key: 'common.errors.noInternet' });
      const index = (step.event as { index?: number }).index;
      if (type === 'BUTTON_REMOVED' && index === 0 && c.buttons.length > 1) expect(c.errors['buttonList']).toEqual({ key: 'channels.web.errors.defaultButton' });
      // The default button's URL is read-only.
      if (type === 'BUTTON_CHANGED' && index === 0) expect(c.buttons[0]?.functionURL).not.toBe('https://elsewhere.example.com');
      if (type === 'BUTTON_ADDED') expect(c.buttons.length).toBeLessThanOrEqual(3);
      if (type === 'xstate.done.actor.uploadImage') expect(Object.values(c.values)).toContain(uploadedUrl);
      if (type === 'xstate.error.actor.uploadImage')
        expect(Object.values(c.errors)).toContainEqual({ key: 'channels.web.errors.imageFailed', message: 'The image height can not be greater than 2 times it' });
      if (type === 'xstate.done.actor.readImage' && d.snapshot().matches({ editing: 'ready' })) {
        const facts = outputOf(step.event) as { bytes: number; height: number };
        const key = facts.bytes > 20 * 1024 * 1024 ? 'channels.web.errors.imageTooBig' : 'channels.web.errors.imageTooTall';
        expect(Object.values(c.errors)).toContainEqual({ key });
      }
      if (type === 'xstate.error.actor.readImage') expect(Object.values(c.errors)).toContainEqual({ key: 'channels.web.errors.imageUnreadable' });
    },
    'editing.checkingImage': (d) => {
      // A second image is ignored while one is checked or uploaded.
      expect(d.snapshot().can({ type: 'IMAGE_CHOSEN', field: ctx(d).image?.field ?? '', file: new Blob() })).toBe(false);
      expect(d.invocations['readImage']?.at(-1)).toEqual({ file: ctx(d).image?.file });
    },
    'editing.uploadingImage': (d) => {
      expect(d.snapshot().can({ type: 'IMAGE_CHOSEN', field: ctx(d).image?.field ?? '', file: new Blob() })).toBe(false);
      expect(d.invocations['uploadImage']?.at(-1)).toEqual({ channelId: 'ch1', file: ctx(d).image?.file });
    },
    saving: (d) => {
      const c = ctx(d);
      const sent = d.invocations['updateChannel']?.at(-1) as { channelId: string; name: string; properties: Record<string, unknown> };
      expect(sent.channelId).toBe('ch1');
      expect(sent.name).toBe('Main');
      // What the form does not show is sent back; every value set is sent as typed.
      expect(sent.properties).toMatchObject(stored(c.stored));
      expect(sent.properties).toMatchObject(Object.fromEntries(Object.entries(c.values).filter(([, v]) => v !== '')));
      const texts = Object.fromEntries(Object.entries(c.texts).filter(([, v]) => v !== ''));
      if (kind === 'webChat') expect(sent.properties['texts']).toEqual(Object.keys(texts).length ? texts : undefined);
      else expect(sent.properties).toMatchObject(texts);
      if (c.buttons.length) expect(sent.properties['buttonList']).toHaveLength(c.buttons.length);
      // A generated secret is sent as it is; a stored one goes back masked and the server keeps it.
      expect(sent.properties['signInSecret']).toBe(c.signInSecret !== '' ? c.signInSecret : c.stored['signInSecret']);
      // Typing after the callout is warned about, and saved all the same.
      const delays = c.values['typingDelay'] !== undefined && c.values['callOutDelay'] !== undefined && c.values['typingDelay'] > c.values['callOutDelay'];
      expect(c.warning).toEqual(delays ? { key: 'channels.web.errors.typingDelay' } : null);
    },
  };
}
