import { describe, expect, it } from 'vitest';
import { SECRET_MASK } from '../../services/contracts/channels';
import {
  answeredProperties,
  openChannelSecrets,
  propertiesToStore,
  SEALED_PREFIX,
  sealChannelSecrets,
  StoredChannelPropertiesInvalid,
  storedProperties,
} from './channelProperties';

const KEY = 'k'.repeat(48);
const TOKEN = '123456789:AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw_';
const telegram = { telegramBotName: 'Helper', telegramBotUsername: 'helper_bot', telegramBotToken: TOKEN };

describe('channel properties at rest', () => {
  it('seals every secret with the server key and opens it again', () => {
    const sealed = propertiesToStore(KEY, 'telegram', telegram);
    expect(sealed.telegramBotToken.startsWith(SEALED_PREFIX)).toBe(true);
    expect(JSON.stringify(sealed)).not.toContain(TOKEN);
    expect(JSON.stringify(sealed)).not.toContain(TOKEN.slice(0, 10));
    expect(sealed.telegramBotUsername).toBe('helper_bot');
    expect(storedProperties(KEY, { id: 'c1', integrationType: 'Telegram', properties: sealed })).toEqual(telegram);
  });

  it('seals a nested secret and leaves the fields around it readable', () => {
    const stored = propertiesToStore(KEY, 'conversationalAi', { projectId: 'p', jsonKey: { private_key: 'PRIVATE', client_email: 'bot@example.com' } });
    expect(stored.jsonKey.client_email).toBe('bot@example.com');
    expect(JSON.stringify(stored)).not.toContain('PRIVATE');
    expect(openChannelSecrets(KEY, 'conversationalAi', stored).jsonKey.private_key).toBe('PRIVATE');
  });

  it('never seals twice, and a secret stored before sealing still reads', () => {
    const sealed = sealChannelSecrets(KEY, 'line', { channelSecret: 's', accessToken: 't' });
    expect(sealChannelSecrets(KEY, 'line', sealed)).toEqual(sealed);
    expect(storedProperties(KEY, { id: 'c1', integrationType: 'Line', properties: { channelSecret: 's', accessToken: 't' } })).toEqual({ channelSecret: 's', accessToken: 't' });
  });

  it('cannot be opened with another key', () => {
    const sealed = propertiesToStore(KEY, 'line', { channelSecret: 's', accessToken: 't' });
    expect(() => storedProperties('x'.repeat(48), { id: 'c1', integrationType: 'Line', properties: sealed })).toThrow();
  });

  it('refuses new properties its kind refuses, with the spec message', () => {
    expect(() => propertiesToStore(KEY, 'generic', { webhookUrl: 'ftp://x' })).toThrow('The URL provided must begin with http:// or https://');
  });

  it('loads the two channels as they have always been stored', () => {
    expect(storedProperties(KEY, { id: 'w', integrationType: 'MicroWebChat', properties: {} })).toEqual({});
    expect(storedProperties(KEY, { id: 'g', integrationType: 'Generic', properties: { webhookUrl: 'http://127.0.0.1:9/hook' } })).toEqual({
      webhookUrl: 'http://127.0.0.1:9/hook',
    });
    expect(storedProperties(KEY, { id: 'o', integrationType: 'WEBCHAT', properties: { vote: { voteImage: 'x' } } })).toEqual({ vote: { voteImage: 'x' } });
  });

  it('reports stored properties its kind refuses by channel and field, never by value', () => {
    const read = () => storedProperties(KEY, { id: 'g1', integrationType: 'Generic', properties: { webhookUrl: 'not-a-url-secret-ish' } });
    expect(read).toThrow(StoredChannelPropertiesInvalid);
    expect(read).toThrow('The stored properties of channel g1 (generic) do not match its kind at webhookUrl.');
    expect(read).not.toThrow(/secret-ish/);
  });
});

describe('channel properties in answers and logs', () => {
  it('masks every secret, and answers nothing of a type no kind describes', () => {
    const answer = answeredProperties({ integrationType: 'Telegram', properties: telegram });
    expect(answer).toEqual({ ...telegram, telegramBotToken: SECRET_MASK });
    const line = `channel c1 saved: ${JSON.stringify(answer)}`;
    expect(line).not.toContain(TOKEN);
    expect(line).not.toContain(TOKEN.slice(0, 10));
    expect(answeredProperties({ integrationType: 'Fax', properties: { password: 'p' } })).toEqual({});
    expect(answeredProperties({ integrationType: 'Generic', properties: { webhookUrl: 'https://a.example' } })).toEqual({ webhookUrl: 'https://a.example' });
  });
});
