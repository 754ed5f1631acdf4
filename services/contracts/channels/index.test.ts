import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import {
  CHANNEL_KINDS,
  channelIdentity,
  channelKindOf,
  channelRegistry,
  channelSecretPaths,
  defineChannel,
  isChannelKind,
  keepStoredSecrets,
  maskChannelSecrets,
  parseChannelProperties,
  SECRET_MASK,
  type ChannelKind,
  type ChannelProperties,
  type ChannelRegistryOf,
} from './index';

const TELEGRAM_TOKEN = '123456789:AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw_';

describe('channel registry', () => {
  it('holds one definition per kind, filed under its own kind', () => {
    expect(Object.keys(channelRegistry).sort()).toEqual([...CHANNEL_KINDS].sort());
    for (const kind of CHANNEL_KINDS) expect(channelRegistry[kind].kind).toBe(kind);
  });

  it('is typed by the union of kinds: a missing, an extra or a misfiled kind does not compile', () => {
    const { telegram: _telegram, ...withoutTelegram } = channelRegistry;
    // @ts-expect-error the registry lacks a kind of the union
    const missing: ChannelRegistryOf<ChannelKind> = withoutTelegram;
    const fax = defineChannel({ kind: 'fax', stored: { integrationType: 'Fax' }, properties: z.object({ number: z.string() }), secrets: [], identifiedBy: ['number'] });
    // @ts-expect-error the registry has a kind the union lacks
    const extra: ChannelRegistryOf<ChannelKind> = { ...channelRegistry, fax };
    // @ts-expect-error an entry filed under another kind's name
    const misfiled: ChannelRegistryOf<ChannelKind> = { ...channelRegistry, line: channelRegistry.teams };
    expect([missing, extra, misfiled]).toHaveLength(3);
  });

  it('types secrets and identifying fields by the schema: a misspelt path or a secret identity does not compile', () => {
    const properties = z.object({ user: z.string(), key: z.object({ private_key: z.string() }), tags: z.array(z.string()) });
    defineChannel({ kind: 'ok', stored: { integrationType: 'Ok' }, properties, secrets: ['key.private_key'], identifiedBy: ['user'] });
    // @ts-expect-error no such property
    defineChannel({ kind: 'typo', stored: { integrationType: 'Typo' }, properties, secrets: ['passwrd'], identifiedBy: [] });
    // @ts-expect-error a list holds no secret path
    defineChannel({ kind: 'list', stored: { integrationType: 'List' }, properties, secrets: ['tags'], identifiedBy: [] });
    // @ts-expect-error a secret never identifies a channel
    defineChannel({ kind: 'leak', stored: { integrationType: 'Leak' }, properties: z.object({ token: z.string() }), secrets: ['token'], identifiedBy: ['token'] });
  });

  it("parses properties of a kind with that kind's types and messages", () => {
    const parsed = parseChannelProperties('telegram', { telegramBotName: 'Helper', telegramBotToken: TELEGRAM_TOKEN });
    expect(parsed.success).toBe(true);
    if (parsed.success) expectTypeOf(parsed.data).toEqualTypeOf<ChannelProperties<'telegram'>>();
    const refused = parseChannelProperties('generic', { webhookUrl: 'ftp://x' });
    expect(refused.success ? null : refused.error.issues[0]!.message).toBe('The URL provided must begin with http:// or https://');
  });

  it('finds the kind of a stored channel', () => {
    expect(channelKindOf({ integrationType: 'MicroWebChat' })).toBe('webChat');
    expect(channelKindOf({ integrationType: 'Generic' })).toBe('generic');
    expect(channelKindOf({ integrationType: 'Smooch', smoochType: 'Web' })).toBe('webMessenger');
    expect(channelKindOf({ integrationType: 'Smooch', smoochType: 'IOS' })).toBe('ios');
    expect(channelKindOf({ integrationType: 'Smooch', smoochType: null })).toBe('messagingAggregator');
    expect(channelKindOf({ integrationType: 'Fax' })).toBeUndefined();
    expect(isChannelKind('telegram')).toBe(true);
    expect(isChannelKind('toString')).toBe(false);
  });

  it('gives each stored type to one kind only', () => {
    const types = CHANNEL_KINDS.map((kind) => JSON.stringify(channelRegistry[kind].stored));
    expect(new Set(types).size).toBe(types.length);
  });

  it('never lists a secret among the identifying fields', () => {
    for (const kind of CHANNEL_KINDS) {
      const secrets = channelSecretPaths(kind);
      for (const field of channelRegistry[kind].identifiedBy) expect(secrets.some((path) => path === field || path.startsWith(`${field}.`))).toBe(false);
    }
  });

  it('names only properties its schema has, for secrets and identities', () => {
    for (const kind of CHANNEL_KINDS) {
      const shape = channelRegistry[kind].properties.shape as Record<string, unknown>;
      for (const path of [...channelSecretPaths(kind), ...channelRegistry[kind].identifiedBy]) expect(Object.keys(shape), `${kind}: ${path}`).toContain(path.split('.')[0]);
    }
  });
});

describe('secrets in answers and logs', () => {
  const stored = { projectId: 'project', jsonKey: { private_key: 'PRIVATE-KEY-MATERIAL', client_email: 'bot@example.com' }, accessToken: 'ya29.access-token' };

  it('masks every secret that is set with a fixed mask, nested ones too', () => {
    const masked = maskChannelSecrets('conversationalAi', stored);
    expect(masked).toEqual({ projectId: 'project', jsonKey: { private_key: SECRET_MASK, client_email: 'bot@example.com' }, accessToken: SECRET_MASK });
    expect(stored.jsonKey.private_key).toBe('PRIVATE-KEY-MATERIAL');
  });

  it('never shows a part of the secret in the answer or in a log line', () => {
    const lines: string[] = [];
    const log = (line: string) => lines.push(line);
    for (const secret of ['a', 'ab', TELEGRAM_TOKEN, SECRET_MASK.slice(0, 2) + 'tail']) {
      const answer = maskChannelSecrets('telegram', { telegramBotName: 'Helper', telegramBotUsername: 'helper_bot', telegramBotToken: secret });
      log(`channel saved ${JSON.stringify(answer)}`);
      expect(answer.telegramBotToken).toBe(SECRET_MASK);
    }
    expect(lines.join('\n')).not.toContain(TELEGRAM_TOKEN.slice(0, 12));
    expect(lines.join('\n')).not.toContain('tail');
    expect(new Set(lines).size).toBe(1);
  });

  it('leaves a secret that is not set as it is', () => {
    expect(maskChannelSecrets('line', { channelSecret: '', accessToken: undefined })).toEqual({ channelSecret: '', accessToken: undefined });
    expect(maskChannelSecrets('webChat', {})).toEqual({});
  });

  it('keeps the stored secret when an update sends the mask back', () => {
    const update = keepStoredSecrets('conversationalAi', { ...stored, jsonKey: { ...stored.jsonKey, private_key: SECRET_MASK }, accessToken: 'new-token' }, stored);
    expect(update).toEqual({ ...stored, accessToken: 'new-token' });
  });

  it('answers the usage check with identifying fields only', () => {
    expect(channelIdentity('telegram', { telegramBotName: 'Helper', telegramBotUsername: 'helper_bot', telegramBotToken: TELEGRAM_TOKEN })).toEqual({
      telegramBotUsername: 'helper_bot',
    });
    expect(channelIdentity('suite', { suiteCompanyId: '12', suitePoolId: '3', suiteAgentToken: 'agent' })).toEqual({ suiteCompanyId: '12', suitePoolId: '3' });
    expect(channelIdentity('generic', { webhookUrl: 'https://a.example' })).toEqual({});
  });
});
