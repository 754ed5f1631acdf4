import { createGraphQLError } from 'graphql-yoga';
import { CHANNEL_PERMISSION_CODES, channelManagementMessages, type ChannelRight } from '../../services/contracts/channels/management';
import { requireMember, type CompanyAccess } from '../companies/access';
import type { GraphqlContext } from '../graphql/context';

/** Reading a channel needs a member of its company; creating, changing and deleting one an ADMIN. */
const NEEDS: Record<ChannelRight, 'member' | 'admin'> = { read: 'member', create: 'admin', update: 'admin', delete: 'admin' };

const isForbidden = (error: unknown): boolean =>
  error instanceof Error &&
  'extensions' in error &&
  typeof error.extensions === 'object' &&
  error.extensions !== null &&
  'code' in error.extensions &&
  error.extensions.code === 'FORBIDDEN';

/** The refusal of a channel operation: the spec's unauthorized text with the operation's permission code (HTTP 403). */
export const channelRefusal = (right: ChannelRight) =>
  createGraphQLError(channelManagementMessages.notAuthorized, {
    extensions: { code: 'FORBIDDEN', status: 403, http: { status: 403 }, permissionCode: CHANNEL_PERMISSION_CODES[right] },
  });

/**
 * The caller's standing for a channel operation in a company: signed in, a member (an ADMIN
 * for changes), inside the company's IP allowlist. A member without the right and a stranger
 * get the spec's unauthorized text and the operation's code; the other refusals stay as
 * requireMember answers them (signed out, IP not allowed).
 */
export async function requireChannelRight(context: GraphqlContext, companyId: string, right: ChannelRight): Promise<CompanyAccess> {
  try {
    return await requireMember(context, companyId, NEEDS[right]);
  } catch (error) {
    throw isForbidden(error) ? channelRefusal(right) : error;
  }
}
