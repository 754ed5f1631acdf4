import { directLinkMachine, type DirectLinkContext } from '../../../machines/channels/popups/directLink.machine';
import { serializeWith, type CatalogueEntry } from '../model';
import { done, failed, httpFailure, networkFailure } from './fixtures';

export const longReferral = 'a'.repeat(2083);

export const directLinkModel: CatalogueEntry = {
  machine: directLinkMachine,
  appActions: [],
  scenarios: [
    {
      name: 'make and copy a direct link',
      input: { channelId: 'ch1' },
      events: [
        done('loadIceBreakers', { icebreaker: [{ question: 'Open?', payload: 'OPEN' }] }),
        failed('loadIceBreakers', networkFailure),
        done('loadUsername', { username: 'harbourcafe' }),
        failed('loadUsername', httpFailure(424)),
        { type: 'REFERRAL_CHANGED', value: 'summer sale' },
        { type: 'REFERRAL_CHANGED', value: 'sale!' },
        { type: 'REFERRAL_CHANGED', value: longReferral },
        { type: 'COPY' },
        { type: 'CLOSE' },
        done('copyText', undefined),
        failed('copyText', new Error('the clipboard is not allowed')),
      ],
    },
    {
      name: 'a channel without ice breakers',
      input: { channelId: 'ch1' },
      events: [done('loadIceBreakers', { icebreaker: [] })],
    },
  ],
  serialize: serializeWith(({ context }) => {
    const c = context as DirectLinkContext;
    return [c.username, c.referral.length > 100 ? c.referral.length : c.referral, c.link?.length, c.referralProblem, c.notice];
  }),
};
