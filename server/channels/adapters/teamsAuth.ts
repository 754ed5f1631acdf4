import { decodeProtectedHeader, jwtVerify } from 'jose';
import { z } from 'zod';
import { BOT_FRAMEWORK } from '../../../services/contracts/channels/teamsActivity';
import type { AdapterChannel, InboundRequest, ProviderAccess, Verification } from './channelAdapter';
import { signingKeyOf } from './teamsKeys';

/**
 * Bot Framework authentication of an activity Teams posts: the Authorization header's bearer
 * token is a JWT signed RS256 with a key the Bot Framework publishes (and which endorses the
 * activity's channel), issued by https://api.botframework.com to this bot's app id, within its
 * lifetime (five minutes of clock skew), and naming the activity's serviceUrl. Anything else is
 * 401, before the activity is read further.
 */
export const CLOCK_SKEW_SECONDS = 300;

const refused = (message: string): Verification => ({ ok: false, status: 401, message });

/** The two parts of the activity its token must agree with. */
const addressed = z.looseObject({ serviceUrl: z.string().min(1), channelId: z.string().optional() });

function activityOf(rawBody: Buffer): z.infer<typeof addressed> | undefined {
  try {
    const parsed = addressed.safeParse(JSON.parse(rawBody.toString('utf8')));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export async function authenticateActivity(request: InboundRequest, channel: AdapterChannel<'teams'>, access: ProviderAccess): Promise<Verification> {
  const header = request.headers.authorization;
  const token = typeof header === 'string' ? /^Bearer ([A-Za-z0-9_.-]+)$/.exec(header)?.[1] : undefined;
  if (!token) return refused('The activity carries no Bot Framework token.');
  const activity = activityOf(request.rawBody);
  if (!activity) return refused('The activity names no serviceUrl.');
  let kid: string | undefined;
  try {
    const head = decodeProtectedHeader(token);
    kid = head.alg === 'RS256' ? head.kid : undefined;
  } catch {
    kid = undefined;
  }
  if (!kid) return refused('The Bot Framework token is not an RS256 token with a key id.');
  const signing = await signingKeyOf(access, kid);
  if (!signing) return refused('The Bot Framework token is signed with a key the Bot Framework does not publish.');
  if (signing.endorsements && !signing.endorsements.includes(activity.channelId ?? '')) return refused('The signing key does not endorse the activity’s channel.');
  try {
    const { payload } = await jwtVerify(token, signing.key, {
      issuer: BOT_FRAMEWORK.issuer,
      audience: channel.properties.appID,
      algorithms: ['RS256'],
      clockTolerance: CLOCK_SKEW_SECONDS,
      requiredClaims: ['exp'],
    });
    if (payload['serviceUrl'] !== activity.serviceUrl) return refused('The token names another serviceUrl than the activity.');
    return { ok: true };
  } catch {
    return refused('The Bot Framework token is not valid for this bot.');
  }
}
