import { sql } from 'kysely';
import { isHttpUrl } from '../../services/contracts/channels/fields';
import { normaliseSuiteUrl, suiteMessages } from '../../services/contracts/channels/suite';
import type { AppDeps } from '../deps';
import type { GraphqlContext } from '../graphql/context';
import { HttpError } from '../http/errors';
import { requireChannelRight } from './channelPermissions';
import { channelById } from './channelStore';
import { suiteBackendOf, suiteCloudBase } from './suiteBase';

/** Username and password as the suite takes them: spaces taken out (spec 02 section 7). */
export const withoutSpaces = (value: string) => value.replace(/\s+/g, '');

/** The suite a form talks to: the on-premise address typed (normalised), else the cloud suite; none is "no suite account there". */
export function backendOf(deps: AppDeps, url: string | undefined): string {
  const typed = url ? normaliseSuiteUrl(url).replace(/\/+$/, '') : '';
  if (typed && !isHttpUrl(typed)) throw new HttpError(404, suiteMessages.noSuiteAccount);
  const base = typed || suiteCloudBase(deps.config);
  if (!base) throw new HttpError(404, suiteMessages.noSuiteAccount);
  return base;
}

/** Whether a live suite channel (of any company) already serves this suite company and pool. */
export async function poolIntegrated(deps: AppDeps, suiteCompanyId: string, suitePoolId: string): Promise<boolean> {
  const row = await deps.db
    .selectFrom('channels')
    .select('id')
    .where('integration_type', '=', 'Suite')
    .where('status', '=', 'ACTIVE')
    .where(sql<string>`properties->>'suiteCompanyId'`, '=', suiteCompanyId)
    .where(sql<string>`properties->>'suitePoolId'`, '=', suitePoolId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** A live suite channel the caller may use with the right, with its backend and agent token; anything else is "target not found". */
export async function suiteChannel(context: GraphqlContext, deps: AppDeps, channelId: string, right: 'read' | 'update') {
  const channel = await channelById(deps.db, deps.config.secretKey, channelId);
  if (!channel || channel.status !== 'ACTIVE' || channel.integrationType !== 'Suite') throw new HttpError(400, suiteMessages.targetNotFound);
  await requireChannelRight(context, channel.companyId, right);
  const custom = channel.properties['customSuiteBackend'];
  const base = suiteBackendOf(deps.config, typeof custom === 'string' ? custom : undefined);
  const token = channel.properties['suiteAgentToken'];
  if (!base || typeof token !== 'string') throw new HttpError(400, suiteMessages.targetNotFound);
  return { base, token };
}
