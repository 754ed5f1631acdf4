import type { ChannelFormContext } from '../../../machines/channels/forms/channelForm';
import { done, failed, httpFailure, networkFailure } from './fixtures';

/** Shared test data of the four channel form models. */
export const assistants = [{ id: 'b1', name: 'Helper' }];
export const createInput = { companyId: 'c1', channelId: null, userEmail: 'ada@example.com' };
export const updateInput = { companyId: 'c1', channelId: 'ch1', userEmail: 'ada@example.com' };

export const loadEvents = [{ type: 'RETRY' }, done('loadAssistants', assistants), failed('loadAssistants', networkFailure)];

export const saveEvents = [
  { type: 'SUBMIT' },
  { type: 'NAME_CHANGED', value: '' },
  { type: 'NAME_CHANGED', value: 'Main' },
  { type: 'ASSISTANT_CHOSEN', botId: 'b1' },
  failed('addChannel', httpFailure(400, { message: 'You are not allowed to add more than one channel from that type.' })),
  failed('addChannel', httpFailure(500)),
  failed('addChannel', httpFailure(405)),
  failed('addChannel', httpFailure(409, { message: 'Conflict' })),
  failed('addChannel', networkFailure),
];

/** The update scenario's events around one stored channel. */
export const updateEvents = (record: unknown) => [
  { type: 'RETRY' },
  done('loadChannel', record),
  failed('loadChannel', httpFailure(406)),
  { type: 'SUBMIT' },
  { type: 'NAME_CHANGED', value: '' },
  { type: 'NAME_CHANGED', value: 'Main' },
  done('updateChannel', { success: true }),
  failed('updateChannel', httpFailure(500)),
];

export const usageEvents = [done('checkUsage', {}), done('checkUsage', { companyID: 'c9', companyName: 'Other Co' }), failed('checkUsage', networkFailure)];

/** The parts of a form's context a user sees, coarse enough to keep the graph finite. */
export const formView = (c: ChannelFormContext) => [
  c.mode,
  c.name.trim() !== '',
  c.botId,
  c.fields,
  c.pairs.slice(0, 2),
  c.assistants.length,
  Object.keys(c.errors).sort(),
  c.error?.key,
  c.notice?.key,
  c.added?.channel.id,
];
