import { verify } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { randomBytes } from 'node:crypto';
import { dfTokenRequest } from '../../../services/contracts/rest/dialogflowSandbox';
import type { Clock } from '../../clock';
import type { DialogflowState } from './agentState';

/** Google's token endpoint for service accounts: the JWT bearer grant, its signature checked with the key's public key. */

const JWT_BEARER = 'urn:ietf:params:oauth:grant-type:jwt-bearer';
const SCOPES = ['https://www.googleapis.com/auth/cloud-platform', 'https://www.googleapis.com/auth/dialogflow'];
const TOKEN_SECONDS = 3599;

const refuse = (reply: FastifyReply, error: string, description: string) => reply.code(400).send({ error, error_description: description });

function decodePart(part: string | undefined): Record<string, unknown> | undefined {
  try {
    const value = JSON.parse(Buffer.from(part ?? '', 'base64url').toString('utf8')) as unknown;
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

export function tokenRoute(app: FastifyInstance, state: DialogflowState, clock: Clock, tokenUri: () => string): void {
  app.post('/sandbox/dialogflow/token', async (request, reply) => {
    if (await state.faults.apply('token', reply, () => ({ error: 'internal_failure', error_description: 'The sandbox was asked to fail.' }))) return reply;
    const form = dfTokenRequest.safeParse(request.body);
    if (!form.success || form.data.grant_type !== JWT_BEARER) return refuse(reply, 'unsupported_grant_type', 'Invalid grant_type: expected the JWT bearer grant.');
    const [headerPart, claimsPart, signaturePart] = (form.data.assertion ?? '').split('.');
    const header = decodePart(headerPart);
    const claims = decodePart(claimsPart);
    if (!header || !claims || signaturePart === undefined) return refuse(reply, 'invalid_grant', 'Invalid JWT: the assertion is not a signed JWT.');
    if (header['alg'] !== 'RS256') return refuse(reply, 'invalid_grant', 'Invalid JWT: the algorithm must be RS256.');
    const agent = [...state.agents.values()].find((a) => a.key.client_email === claims['iss']);
    if (!agent) return refuse(reply, 'invalid_grant', 'Invalid JWT Signature.');
    const signed = verify('sha256', Buffer.from(`${headerPart}.${claimsPart}`), agent.publicKey, Buffer.from(signaturePart, 'base64url'));
    if (!signed) return refuse(reply, 'invalid_grant', 'Invalid JWT Signature.');
    const now = Math.floor(clock.now().getTime() / 1000);
    const iat = Number(claims['iat']);
    const exp = Number(claims['exp']);
    if (claims['aud'] !== tokenUri()) return refuse(reply, 'invalid_grant', 'Invalid JWT: the audience is not this token endpoint.');
    if (!Number.isFinite(iat) || !Number.isFinite(exp) || exp <= now || exp - iat > 3600 || iat > now + 300) {
      return refuse(reply, 'invalid_grant', 'Invalid JWT: Token must be a short-lived token (60 minutes) and in a reasonable timeframe.');
    }
    const scopes = String(claims['scope'] ?? '').split(' ');
    if (!scopes.some((s) => SCOPES.includes(s))) return refuse(reply, 'invalid_scope', 'The scope does not allow Dialogflow.');
    const token = `ya29.sandbox-${randomBytes(24).toString('base64url')}`;
    state.tokens.set(token, { projectId: agent.projectId, expiresAt: (now + TOKEN_SECONDS) * 1000 });
    return { access_token: token, expires_in: TOKEN_SECONDS, token_type: 'Bearer' as const };
  });
}
