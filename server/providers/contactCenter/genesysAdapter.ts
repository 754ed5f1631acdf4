import type { Department } from '../../../services/contracts/designerResources';
import { providerJson, ProviderError } from '../../designerData/providerError';
import type { ContactCenterProvider } from './provider';

type Fetch = typeof fetch;

/**
 * Genesys Cloud as documented: a client-credentials token from https://login.{region}/oauth/token,
 * then the routing queues (the departments a conversation is handed to) from
 * https://api.{region}/api/v2/routing/queues, first 100 by name.
 */
export function genesysContactCenter(fetchFn: Fetch = fetch): ContactCenterProvider {
  return {
    async departments({ clientId, clientSecret, region }) {
      const basic = Buffer.from(`${clientId}:${clientSecret}`).toString('base64');
      const tokenAnswer = await providerJson(
        await fetchFn(`https://login.${region}/oauth/token`, {
          method: 'POST',
          headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
          body: 'grant_type=client_credentials',
          signal: AbortSignal.timeout(15_000),
        }),
        'Genesys login',
      );
      const token = (tokenAnswer as { access_token?: unknown }).access_token;
      if (typeof token !== 'string') throw new ProviderError('failed', 'Genesys login answered without a token');
      const queues = await providerJson(
        await fetchFn(`https://api.${region}/api/v2/routing/queues?pageSize=100&sortOrder=asc`, {
          headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
          signal: AbortSignal.timeout(15_000),
        }),
        'Genesys routing',
      );
      const entities = (queues as { entities?: unknown }).entities;
      if (!Array.isArray(entities)) throw new ProviderError('failed', 'Genesys routing answered without entities');
      return entities
        .filter((e): e is { id: string; name: string } => typeof e?.id === 'string' && typeof e?.name === 'string')
        .map((e): Department => ({ id: e.id, name: e.name }));
    },
  };
}
