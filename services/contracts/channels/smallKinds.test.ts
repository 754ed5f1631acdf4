import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { android } from './android';
import { appleIMessage } from './appleIMessage';
import { businessMessaging } from './businessMessaging';
import { ios } from './ios';
import { line } from './line';
import { liveChat } from './liveChat';
import { messagingAggregator } from './messagingAggregator';
import { teams } from './teams';

const problem = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? null : result.error.issues[0]!.message;
};

describe('Line, Teams, Apple iMessage, live chat', () => {
  it('accept their spec 02 section 3 fields and require them', () => {
    expect(line.properties.parse({ channelSecret: 's3cr3t', accessToken: 'tok' })).toEqual({ channelSecret: 's3cr3t', accessToken: 'tok' });
    expect(problem(line.properties, { channelSecret: '', accessToken: 'tok' })).toBe('The field cannot be empty');
    expect(teams.properties.parse({ appID: 'app-1', password: 'pw' })).toEqual({ appID: 'app-1', password: 'pw' });
    expect(problem(teams.properties, { appID: 'app-1' })).toBe('The field cannot be empty');
    expect(appleIMessage.properties.parse({ businessId: 'b-1' })).toEqual({ businessId: 'b-1' });
    expect(problem(appleIMessage.properties, { businessId: '  ' })).toBe('The field cannot be empty');
    expect(liveChat.properties.parse({})).toEqual({});
    expect(liveChat.properties.parse({ token: 'shown-once' })).toEqual({ token: 'shown-once' });
  });

  it('declare their secrets and identifying fields', () => {
    expect(line.secrets).toEqual(['channelSecret', 'accessToken']);
    expect(teams).toMatchObject({ secrets: ['password'], identifiedBy: ['appID'] });
    expect(appleIMessage).toMatchObject({ secrets: [], identifiedBy: ['businessId'], stored: { integrationType: 'AppleIMessage' } });
    expect(liveChat.secrets).toEqual(['token']);
  });
});

describe('business messaging', () => {
  it('takes a username and password shorter than 40 characters (spec 02 sections 5 and 9)', () => {
    expect(businessMessaging.properties.parse({ username: 'shop', password: 'x'.repeat(39) })).toEqual({ username: 'shop', password: 'x'.repeat(39) });
    expect(problem(businessMessaging.properties, { username: 'x'.repeat(40), password: 'pw' })).toBe('Must be shorter than 40 characters.');
    expect(problem(businessMessaging.properties, { username: 'shop', password: '' })).toBe('The field cannot be empty');
    expect(businessMessaging).toMatchObject({ secrets: ['password'], identifiedBy: ['username'] });
  });
});

describe('messaging aggregator and its app SDK channels', () => {
  const app = { appID: 'app', apiKey: 'key', apiSecret: 'secret', integrationID: 'int', integrationType: 'whatsapp' };

  it('requires every aggregator field and one of its integration types', () => {
    expect(messagingAggregator.properties.parse(app)).toEqual(app);
    expect(problem(messagingAggregator.properties, { ...app, apiSecret: '' })).toBe('The field cannot be empty');
    expect(problem(messagingAggregator.properties, { ...app, integrationType: 'fax' })).toBe('Choose one of: web, whatsapp, android, ios, telegram.');
    expect(messagingAggregator).toMatchObject({ secrets: ['apiKey', 'apiSecret'], identifiedBy: ['appID', 'integrationID'] });
  });

  it('creates Android and iOS by name, configures them on update', () => {
    expect(android.properties.parse({})).toEqual({});
    expect(android.properties.parse({ serverKey: 'AAAA:key', senderID: '1234567890' })).toEqual({ serverKey: 'AAAA:key', senderID: '1234567890' });
    expect(android.secrets).toEqual(['serverKey']);
    expect(ios.properties.parse({ certificateFileUrl: 'https://files.example.com/cert.p12' })).toEqual({ certificateFileUrl: 'https://files.example.com/cert.p12' });
    expect(problem(ios.properties, { certificateFileUrl: 'cert.p12' })).toBe('Please enter a valid url');
    expect([android.stored, ios.stored]).toEqual([
      { integrationType: 'Smooch', smoochType: 'Android' },
      { integrationType: 'Smooch', smoochType: 'IOS' },
    ]);
  });
});
