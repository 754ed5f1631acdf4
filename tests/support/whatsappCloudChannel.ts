import { expect } from 'vitest';
import { issueAccessToken, SANDBOX_ACCOUNT } from '../../server/sandboxes/whatsapp/sandboxState';
import type { FlowDocument } from '../../services/contracts/flow';
import { connectedChannel, type SandboxedApp } from './sandboxedChannel';

/** The sandbox's number the channels below answer on. */
export const SANDBOX_NUMBER = SANDBOX_ACCOUNT.numbers[0].id;

type WhatsappCloudChannel = { name: string; assistant: string; flow: FlowDocument; partnerName: string; email: string; appSecret: string; verifyToken: string };

/**
 * A WhatsApp Cloud channel of a new assistant on the sandbox's number, connected, and its webhook
 * subscribed as the app dashboard does it: the callback URL and verify token, checked by the
 * handshake against the console. Answers the channel's id.
 */
export async function whatsappCloudChannel(app: SandboxedApp, channel: WhatsappCloudChannel): Promise<string> {
  const { channelId, connected } = await connectedChannel(app, {
    kind: 'whatsappCloud',
    name: channel.name,
    assistant: channel.assistant,
    flow: channel.flow,
    properties: {
      partnerName: channel.partnerName,
      registeredWhatsappPhoneNumber: '+15550100001',
      email: channel.email,
      phoneNumberId: SANDBOX_NUMBER,
      businessAccountId: SANDBOX_ACCOUNT.businessAccountId,
      accessToken: issueAccessToken(app.t.config.secretKey),
      appSecret: channel.appSecret,
      verifyToken: channel.verifyToken,
    },
  });
  expect(connected).toEqual({ ok: true });
  const subscribed = await fetch(`${app.sandbox}/control/subscription`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      businessAccountId: SANDBOX_ACCOUNT.businessAccountId,
      callbackUrl: `${app.base}/channels/v1/whatsappCloud/${channelId}/webhook`,
      verifyToken: channel.verifyToken,
      appSecret: channel.appSecret,
    }),
  });
  expect(await subscribed.json()).toMatchObject({ ok: true });
  return channelId;
}
