import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { conversationalAi } from './conversationalAi';
import { freshchat } from './freshchat';
import { helpDeskChat } from './helpDeskChat';
import { salesChat } from './salesChat';

const problem = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? null : result.error.issues[0]!.message;
};

describe('help-desk chat', () => {
  it('requires client id and subdomain; the token and department come later', () => {
    expect(helpDeskChat.properties.parse({ clientId: 'c', subdomain: 'acme' })).toEqual({ clientId: 'c', subdomain: 'acme' });
    expect(helpDeskChat.properties.parse({ clientId: 'c', subdomain: 'acme', zendeskToken: 't', zendeskDepartmentID: '7' }).zendeskDepartmentID).toBe('7');
    expect(problem(helpDeskChat.properties, { clientId: 'c' })).toBe('The field cannot be empty');
    expect(helpDeskChat).toMatchObject({ secrets: ['zendeskToken'], identifiedBy: ['subdomain'] });
  });
});

describe('sales chat', () => {
  it('requires the client id; tokens and client secret are secrets', () => {
    const full = { clientId: 'c', clientSecret: 's', screenName: 'acme', appId: 'a', accessToken: 'at', refreshToken: 'rt', tokenExpireTime: 1_700_000_000 };
    expect(salesChat.properties.parse(full)).toEqual(full);
    expect(problem(salesChat.properties, { clientId: '' })).toBe('The field cannot be empty');
    expect(salesChat.secrets).toEqual(['clientSecret', 'accessToken', 'refreshToken']);
  });
});

describe('Freshchat', () => {
  const created = { appID: 'app', apiToken: 'tok', agentID: 'a1', freshchatChannelID: 'ch1' };

  it('accepts the create payload and a group on update', () => {
    expect(freshchat.properties.parse({ ...created, groupID: 'g1' })).toEqual({ ...created, groupID: 'g1' });
  });

  it('asks for agent, channel and group with the spec texts', () => {
    expect(problem(freshchat.properties, { ...created, agentID: '' })).toBe('You should select a Freshchat Agent to continue.');
    expect(problem(freshchat.properties, { ...created, freshchatChannelID: undefined })).toBe('You should select a Freshchat Channel to continue.');
    expect(problem(freshchat.properties, { ...created, groupID: '' })).toBe('You should select a Fresh Chat agent groups to continue.');
    expect(freshchat).toMatchObject({ secrets: ['apiToken'], identifiedBy: ['appID'] });
  });
});

describe('conversational AI', () => {
  const key = { type: 'service_account', private_key: '-----BEGIN PRIVATE KEY-----\nabc\n-----END PRIVATE KEY-----\n', client_email: 'bot@project.iam.gserviceaccount.com' };

  it('takes the JSON key as text or object and keeps its other fields', () => {
    expect(conversationalAi.properties.parse({ projectId: 'project', jsonKey: JSON.stringify(key) }).jsonKey).toEqual(key);
    expect(conversationalAi.properties.parse({ projectId: 'project', jsonKey: key }).jsonKey).toEqual(key);
  });

  it('refuses a key without private key or client e-mail: "Invalid JSON"', () => {
    expect(problem(conversationalAi.properties, { projectId: 'project', jsonKey: '{ not json' })).toBe('Invalid JSON');
    expect(problem(conversationalAi.properties, { projectId: 'project', jsonKey: { client_email: 'x' } })).toBe('Invalid JSON');
    expect(problem(conversationalAi.properties, { projectId: '', jsonKey: key })).toBe('The field cannot be empty');
  });

  it('keeps the private key inside the JSON key secret', () => {
    expect(conversationalAi).toMatchObject({ secrets: ['jsonKey.private_key', 'accessToken'], identifiedBy: ['projectId'] });
  });
});
