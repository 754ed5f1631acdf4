import type { PartnerContact, PartnerEvent } from '../../../services/contracts/designerResources';
import type { Db } from '../../db/connect';
import { ProviderError } from '../../designerData/providerError';
import { sandboxRecord, sandboxRecords } from '../../designerData/sandboxRecords';
import { sameText } from '../../secrets';
import type { PartnerAccount, PartnersProvider } from './provider';

/** Sandbox record kinds per partner name: the account (key 'account', data { requestToken }), events and contacts (key = key). */
export const PARTNER_ACCOUNT_KIND = 'ucd.account';
export const PARTNER_EVENT_KIND = 'ucd.event';
export const PARTNER_CONTACT_KIND = 'ucd.contact';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

function eventOf(key: string, data: Record<string, unknown>): PartnerEvent {
  const params = Array.isArray(data['params']) ? (data['params'] as Array<Record<string, unknown>>) : [];
  return {
    key,
    display_name: text(data['display_name']),
    params: params.map((p) => ({ key: text(p['key']), display_name: text(p['display_name']), type: text(p['type']), mappedKey: text(p['mappedKey']) })),
  };
}

/** The partner platform without the platform: a request token must match the partner's account, as the real one checks. */
export function sandboxPartners(db: Db): PartnersProvider {
  async function authorized({ partnerName, requestToken }: PartnerAccount): Promise<void> {
    const account = await sandboxRecord(db, PARTNER_ACCOUNT_KIND, partnerName, 'account');
    const expected = text(account?.data['requestToken']);
    if (expected === '' || !sameText(expected, requestToken)) throw new ProviderError('refused', `partner sandbox: token refused for ${partnerName}`);
  }
  return {
    async events(account) {
      await authorized(account);
      return (await sandboxRecords(db, PARTNER_EVENT_KIND, account.partnerName)).map((record) => eventOf(record.key, record.data));
    },
    async contacts(account) {
      await authorized(account);
      const records = await sandboxRecords(db, PARTNER_CONTACT_KIND, account.partnerName);
      return records.map((record): PartnerContact => ({ key: record.key, display_name: text(record.data['display_name']), mappedKey: text(record.data['mappedKey']) }));
    },
  };
}
