// @vitest-environment node
import { deflateSync } from 'node:zlib';
import ky from 'ky';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertBot } from '../../server/bots/botStore';
import { starterFlow } from '../../server/bots/flowBuilder';
import { ensureWebChatChannel } from '../../server/channels/channelStore';
import { createChannelImageClient } from '../../services/channelImages';
import { CHANNEL_IMAGE_MAX_BYTES, channelImageMessages } from '../../services/contracts/channels/channelImages';
import { channelManagementMessages } from '../../services/contracts/channels/management';
import { companyWith, gql, personWithSession, type Person } from './graphqlHelpers';
import { countRows, type TestApp, listeningTestApp } from './testApp';

let t: TestApp;
let base = '';
let admin: Person;
let user: Person;
let stranger: Person;
let channelId = '';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = (CRC_TABLE[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A whole PNG of one colour (8-bit RGB), as a picture editor would save it. */
function png(width: number, height: number): Uint8Array<ArrayBuffer> {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0x7f)]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return new Uint8Array(
    Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0))]),
  );
}

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><script>alert(1)</script><rect width="40" height="40" fill="teal"/></svg>';

/** The console's client function, signed in as `who`. */
const clientOf = (who: Person) => createChannelImageClient(ky.create({ prefixUrl: base, retry: 0, headers: { authorization: `Bearer ${who.token}` } }));

/** A raw upload, as any caller could send it. */
const upload = (body: BodyInit, contentType: string, token?: string, channel = channelId) =>
  fetch(`${base}/api/v1/channels/${channel}/images`, {
    method: 'POST',
    body,
    headers: { 'content-type': contentType, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });

const stored = () => countRows(t.db, 'channel_images');

async function refusal(answer: Response): Promise<{ status: number; message: string }> {
  const body = (await answer.json()) as { message: string };
  return { status: answer.status, message: body.message };
}

beforeAll(async () => {
  ({ t, base } = await listeningTestApp(() => ({ publicUrl: 'https://console.example' })));
  admin = await personWithSession(t, 'Admin');
  user = await personWithSession(t, 'User');
  stranger = await personWithSession(t, 'Stranger');
  const companyId = await companyWith(t, 'Images Inc', [
    [admin, 'ADMIN'],
    [user, 'USER'],
  ]);
  await companyWith(t, 'Elsewhere Ltd', [[stranger, 'ADMIN']]);
  const botId = await insertBot(t.db, t.clock.now(), { name: 'Helper', companyId, userId: admin.userId, flow: starterFlow() });
  channelId = (await ensureWebChatChannel(t.db, botId)) ?? '';
});

afterAll(async () => {
  await t.app.close();
  await t.db.destroy();
});

describe('channel images', () => {
  it('stores an uploaded PNG and serves it to any site with long caching', async () => {
    const bytes = png(4, 3);
    const { url } = await clientOf(admin).uploadChannelImage(channelId, new Blob([bytes], { type: 'image/png' }));
    expect(url).toMatch(/^https:\/\/console\.example\/media\/channel-images\/[0-9a-f-]{36}$/);

    const path = new URL(url).pathname;
    const served = await fetch(`${base}${path}`);
    expect(served.status).toBe(200);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('cache-control')).toContain('max-age=31536000');
    expect(served.headers.get('access-control-allow-origin')).toBe('*');
    expect(served.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(served.headers.get('content-security-policy')).toBeNull();

    const etag = served.headers.get('etag') ?? '';
    expect(etag).not.toBe('');
    const again = await fetch(`${base}${path}`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
  });

  it('refuses an image more than twice as tall as wide with the spec text, storing nothing', async () => {
    const before = await stored();
    const failure = await clientOf(admin)
      .uploadChannelImage(channelId, new Blob([png(2, 5)], { type: 'image/png' }))
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    expect(failure).toMatchObject({ kind: 'http', status: 400, body: { message: channelImageMessages.tooTall } });
    expect(await stored()).toBe(before);
    // Exactly twice as tall is allowed.
    expect((await upload(png(2, 4), 'image/png', admin.token)).status).toBe(201);
  });

  it('takes uploads only from an ADMIN of the channel company', async () => {
    const before = await stored();
    const image = png(3, 3);
    expect(await refusal(await upload(image, 'image/png'))).toMatchObject({ status: 401 });
    expect(await refusal(await upload(image, 'image/png', user.token))).toEqual({ status: 403, message: channelManagementMessages.notAuthorized });
    expect(await refusal(await upload(image, 'image/png', stranger.token))).toEqual({ status: 403, message: channelManagementMessages.notAuthorized });
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect(await refusal(await upload(image, 'image/png', admin.token, unknown))).toEqual({ status: 404, message: channelManagementMessages.channelNotFound });
    expect(await refusal(await upload(image, 'image/png', admin.token, 'not-an-id'))).toEqual({ status: 404, message: channelManagementMessages.channelNotFound });
    expect(await stored()).toBe(before);
  });

  it('refuses bodies that are not an image of the declared type, storing nothing', async () => {
    const before = await stored();
    expect(await refusal(await upload('just some words', 'image/png', admin.token))).toEqual({ status: 400, message: channelImageMessages.notAnImage });
    expect(await refusal(await upload(png(3, 3), 'image/jpeg', admin.token))).toEqual({ status: 400, message: channelImageMessages.notDeclaredType('JPEG') });
    expect(await refusal(await upload(SVG, 'image/png', admin.token))).toEqual({ status: 400, message: channelImageMessages.notDeclaredType('PNG') });
    expect(await refusal(await upload(png(3, 3), 'text/plain', admin.token))).toEqual({ status: 415, message: channelImageMessages.unsupportedType });
    expect(await refusal(await upload('{"url":"x"}', 'application/json', admin.token))).toEqual({ status: 415, message: channelImageMessages.unsupportedType });
    expect(await refusal(await upload(new Uint8Array(0), 'image/png', admin.token))).toEqual({ status: 400, message: channelImageMessages.notAnImage });
    expect(await stored()).toBe(before);
  });

  it('refuses a file over 20 MB with the spec text', async () => {
    const before = await stored();
    const big = new Uint8Array(CHANNEL_IMAGE_MAX_BYTES + 1);
    big.set(png(4, 4));
    expect(await refusal(await upload(big, 'image/png', admin.token))).toEqual({ status: 413, message: channelImageMessages.tooLarge });
    expect(await stored()).toBe(before);
  });

  it('serves an SVG under a policy that runs none of its scripts', async () => {
    const { url } = await clientOf(admin).uploadChannelImage(channelId, new Blob([SVG], { type: 'image/svg+xml' }));
    const served = await fetch(`${base}${new URL(url).pathname}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/svg+xml');
    expect(served.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
    expect(await served.text()).toBe(SVG);
  });

  it('answers 404 for an unknown image and for the images of a deleted channel, and removes them with the channel', async () => {
    expect((await fetch(`${base}/media/channel-images/00000000-0000-4000-8000-000000000000`)).status).toBe(404);
    expect((await fetch(`${base}/media/channel-images/nothing-here`)).status).toBe(404);
    const { url } = await clientOf(admin).uploadChannelImage(channelId, new Blob([png(5, 5)], { type: 'image/png' }));
    const deleted = await gql(t, 'mutation ($id: ID!) { deleteChannel(channelId: $id) { success } }', { id: channelId }, { token: admin.token });
    expect(deleted.errors).toBeUndefined();
    expect((await fetch(`${base}${new URL(url).pathname}`)).status).toBe(404);
    // The stored images go with the channel's row.
    expect(await stored()).toBeGreaterThan(0);
    await t.db.deleteFrom('channels').where('id', '=', channelId).execute();
    expect(await stored()).toBe(0);
  });
});
