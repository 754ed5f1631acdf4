import type { AnyEventObject } from 'xstate';
import type { WebSettingsContext } from '../../../machines/channels/forms/webSettings';
import type { Scenario } from '../model';
import { createInput, loadEvents, updateInput } from './channelForms';
import { done, failed, httpFailure, networkFailure } from './fixtures';

/** Shared test data of the two web chat settings models. */
export const imageFile = new Blob(['png'], { type: 'image/png' });
export const uploadedUrl = 'https://cdn.example.com/channels/ch1/logo.png';
const wideImage = { bytes: 1000, width: 400, height: 300 };
export const hugeImage = { bytes: 20 * 1024 * 1024 + 1, width: 400, height: 300 };
export const tallImage = { bytes: 1000, width: 100, height: 201 };
/** A token signing secret as the form generates one: 32 random bytes, base64url. */
export const generatedSecret = 'q8Zr3vN1xW5yT7uK0pL2mJ4hG6fD9sA1bC3eE5iO7kQ';

const record = (kind: string, properties: Record<string, unknown>) => ({ id: 'ch1', name: 'Main', kind, botId: 'b1', properties });

/** Reading the stored channel (the first scenario also fails once and retries). */
const loading = (kind: string, properties: Record<string, unknown>, withFailure: boolean): AnyEventObject[] => [
  ...(withFailure ? [{ type: 'RETRY' }, failed('loadChannel', httpFailure(406))] : []),
  done('loadChannel', record(kind, properties)),
];

/** Connect: name and assistant; the add answers or fails. */
export const createScenario = (name: string): Scenario => ({
  name,
  input: createInput,
  events: [
    ...loadEvents,
    { type: 'SAVE' },
    { type: 'NAME_CHANGED', value: 'Main' },
    { type: 'ASSISTANT_CHOSEN', botId: 'b1' },
    failed('addChannel', httpFailure(500)),
    done('addChannel', { channel: { id: 'ch7', name: 'Main' } }),
  ],
});

/** Fields, a text, SAVE refused then saved, and the save failing. */
export const fieldsScenario = (kind: string, name: string, properties: Record<string, unknown>, fields: AnyEventObject[]): Scenario => ({
  name,
  input: updateInput,
  events: [...loading(kind, properties, true), ...fields, { type: 'SAVE' }, done('updateChannel', { success: true })],
});

/** An image chosen: refused by size or shape, unreadable, uploaded, or the upload failing; a second choice meanwhile is ignored. */
export const imageScenario = (kind: string, name: string, field: string): Scenario => ({
  name,
  input: updateInput,
  events: [
    ...loading(kind, {}, false),
    { type: 'NAME_CHANGED', value: 'Main' },
    { type: 'IMAGE_CHOSEN', field, file: imageFile },
    { type: 'SAVE' },
    failed('updateChannel', networkFailure),
    done('readImage', hugeImage),
    done('readImage', tallImage),
    done('readImage', wideImage),
    failed('readImage', new Error('not an image')),
    done('uploadImage', { url: uploadedUrl }),
    failed('uploadImage', httpFailure(400, { message: 'The image height can not be greater than 2 times it' })),
  ],
});

export { loading as loadingEvents, record as storedChannel };

/** The parts of a settings form a user sees, coarse enough to keep the graph finite. */
export const settingsView = (c: WebSettingsContext) => [
  c.mode,
  c.name.trim() !== '',
  c.botId,
  c.values,
  c.buttons.map((b) => b.functionURL),
  c.requests.customSMS.url,
  c.reminders.length,
  c.texts,
  c.signInSecret,
  c.stored['signInSecret'],
  c.image?.field,
  Object.keys(c.errors).sort(),
  c.warning?.key,
  c.error?.key,
  c.notice?.key,
];
