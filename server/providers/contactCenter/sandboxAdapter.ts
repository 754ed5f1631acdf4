import { sameText } from '../../secrets';
import type { Db } from '../../db/connect';
import { ProviderError } from '../../designerData/providerError';
import { sandboxRecord, sandboxRecords } from '../../designerData/sandboxRecords';
import type { ContactCenterProvider } from './provider';

/** Sandbox record kinds: OAuth clients per region (key = client id, data = { clientSecret }) and departments per region. */
export const GENESYS_CLIENT_KIND = 'genesys.client';
export const GENESYS_DEPARTMENT_KIND = 'genesys.department';

/**
 * Genesys Cloud without Genesys: a region knows its OAuth clients and its departments. Wrong
 * credentials are refused like the real login service does; right ones list the region's
 * departments in their stored order.
 */
export function sandboxContactCenter(db: Db): ContactCenterProvider {
  return {
    async departments({ clientId, clientSecret, region }) {
      const client = await sandboxRecord(db, GENESYS_CLIENT_KIND, region, clientId);
      const expected = typeof client?.data['clientSecret'] === 'string' ? client.data['clientSecret'] : undefined;
      if (expected === undefined || !sameText(expected, clientSecret)) throw new ProviderError('refused', `Genesys sandbox: unknown client in ${region}`);
      const records = await sandboxRecords(db, GENESYS_DEPARTMENT_KIND, region);
      return records.map((record) => ({ id: record.key, name: String(record.data['name'] ?? record.key) }));
    },
  };
}
