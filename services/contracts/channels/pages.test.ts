import { describe, expect, it } from 'vitest';
import { facebook } from './facebook';
import { instagram } from './instagram';

describe('Facebook and Instagram contracts', () => {
  const page = { pageID: '1122334455', accessToken: 'EAAG-user', pageAccessToken: 'EAAG-page', fbSecondaryReceiverID: '263902037430900', fbSecondaryReceiverName: 'Inbox' };

  it('accept a page with its tokens and the handover receiver', () => {
    expect(facebook.properties.parse(page)).toEqual(page);
    expect(instagram.properties.parse({ pageID: '1', accessToken: 't' })).toEqual({ pageID: '1', accessToken: 't' });
  });

  it('require the page and the access token', () => {
    for (const kind of [facebook, instagram]) {
      const missing = kind.properties.safeParse({ accessToken: 't' });
      expect(missing.success ? null : missing.error.issues[0]!.message).toBe('The field cannot be empty');
    }
  });

  it('keep both tokens secret and are identified by the page', () => {
    for (const kind of [facebook, instagram]) expect(kind).toMatchObject({ secrets: ['accessToken', 'pageAccessToken'], identifiedBy: ['pageID'] });
  });
});
