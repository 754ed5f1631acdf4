import { randomBytes } from 'node:crypto';
import { suiteMessages } from '../../../services/contracts/channels/suite';
import { SUITE_SIGNATURE_HEADER, suiteWebhookRegistration } from '../../../services/contracts/channels/suiteProtocol';
import { webhookAddress, type ChannelAdapter } from './channelAdapter';
import { callProvider } from './providerHttp';
import { handoverPoolOf, suiteAuthorization, suiteBackend } from './suiteBackend';
import { sendSuiteCall } from './suiteSend';
import { suiteSignatureMatches } from './suiteSignature';

/**
 * The customer-service suite (docs/channels-suite.md): no end user writes on it. Conversations
 * of the assistant handed over are queued to it (server/handover/), and its agents' events
 * arrive at the channel's webhook signed with the channel's webhook secret; they are read by
 * the handover's webhook route, not as messages of a person.
 */
export const suiteAdapter: ChannelAdapter<'suite'> = {
  kind: 'suite',

  verify(request, channel) {
    if (suiteSignatureMatches(request.headers[SUITE_SIGNATURE_HEADER], channel.properties.suiteWebhookSecret, request.rawBody)) return { ok: true };
    return { ok: false, status: 401, message: 'The signature of this suite event is missing or wrong.' };
  },

  /** The suite posts agent events, never a person's message: the handover's webhook route reads them. */
  parse: () => [],

  /** Nothing the assistant says goes to the suite as a reply: the handover queues the conversation itself. */
  render: () => [],

  send: (part, channel, access) => sendSuiteCall(part, channel, access),

  /** A new handover pool registers the webhook again, for that pool (the suite replaces the registration of the same address). */
  connectedWith: ['suiteHandoverPoolID'],

  /** Registers where the suite posts the agent events of the handover pool, with the channel's webhook secret (kept, or chosen now). */
  async connect(channel, access) {
    const backend = await suiteBackend(channel, access);
    if (!backend.ok) return { ok: false, message: suiteMessages.noSuiteAccount };
    const secret = channel.properties.suiteWebhookSecret || randomBytes(32).toString('base64url');
    const registration = suiteWebhookRegistration.parse({ url: webhookAddress(access.publicUrl, 'suite', channel.id), secret, poolId: handoverPoolOf(channel) });
    const answer = await callProvider(access, `${backend.base}/Webhooks`, { method: 'POST', body: registration, headers: suiteAuthorization(channel) });
    if (answer.kind === 'ok') return { ok: true, properties: { suiteWebhookSecret: secret } };
    return { ok: false, message: answer.kind === 'refused' && answer.status === 401 ? suiteMessages.wrongPassword : suiteMessages.noSuiteAccount };
  },
};
