import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { MAX_FLOW_TEMPLATES, whatsappCloud, whatsappCloudApiKey, whatsappCloudMessages } from './whatsappCloud';

const KEY = `INS.${'a'.repeat(20)}.${'b'.repeat(50)}`;
const problem = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? null : result.error.issues[0]!.message;
};

describe('WhatsApp Cloud contract', () => {
  const ok = { partnerName: 'Acme', registeredWhatsappPhoneNumber: ' +905320000000 ', email: 'admin@acme.example' };

  it('accepts the form of spec 02 section 3 (values trimmed)', () => {
    expect(whatsappCloud.properties.parse(ok)).toEqual({ ...ok, registeredWhatsappPhoneNumber: '+905320000000' });
    expect(whatsappCloud.properties.parse({ ...ok, apiKey: KEY, userId: 'u1' }).apiKey).toBe(KEY);
  });

  it('requires name and a valid number starting with +', () => {
    expect(problem(whatsappCloud.properties, { ...ok, partnerName: '' })).toBe('The field cannot be empty');
    expect(problem(whatsappCloud.properties, { ...ok, registeredWhatsappPhoneNumber: 'abc' })).toBe('Please enter a valid phone number.');
    expect(problem(whatsappCloud.properties, { ...ok, registeredWhatsappPhoneNumber: '905320000000' })).toBe('The number must start with + and the country code.');
  });

  it('checks the Cloud API key pattern: "Enter a valid API Key to continue."', () => {
    expect(whatsappCloudApiKey.parse({ apiKey: KEY, userId: 'u1' })).toEqual({ apiKey: KEY, userId: 'u1' });
    for (const apiKey of ['INS.short.key', `XYZ.${'a'.repeat(20)}.${'b'.repeat(50)}`, `INS.${'a'.repeat(21)}.${'b'.repeat(50)}`]) {
      expect(problem(whatsappCloudApiKey, { apiKey, userId: 'u1' })).toBe('Enter a valid API Key to continue.');
    }
  });

  it('keeps the API key and the Cloud API credentials secret; the number identifies the channel', () => {
    expect(whatsappCloud).toMatchObject({ secrets: ['apiKey', 'accessToken', 'appSecret', 'verifyToken', 'partnerWebhookToken'], identifiedBy: ['registeredWhatsappPhoneNumber'] });
  });

  const cloud = { phoneNumberId: '106540352242922', businessAccountId: '102290129340398', accessToken: 'EAAG-token', appSecret: 'app-secret', verifyToken: 'verify-me' };

  it('keeps what the Cloud API needs, all optional so channels saved before still read', () => {
    expect(whatsappCloud.properties.parse({ ...ok, ...cloud, outsideWindowTemplate: { name: 'hello_world', language: 'en_US' } })).toMatchObject({
      ...cloud,
      outsideWindowTemplate: { name: 'hello_world', language: 'en_US' },
    });
    expect(whatsappCloud.properties.safeParse(ok).success).toBe(true);
  });

  it('takes the Cloud API account whole or not at all, naming each field left out', () => {
    const { appSecret: _secret, verifyToken: _token, ...threeOfFive } = cloud;
    const refused = whatsappCloud.properties.safeParse({ ...ok, ...threeOfFive });
    expect(refused.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['appSecret', whatsappCloudMessages.cloudAccountIncomplete],
      ['verifyToken', whatsappCloudMessages.cloudAccountIncomplete],
    ]);
    expect(problem(whatsappCloud.properties, { ...ok, verifyToken: 'verify-me' })).toBe(whatsappCloudMessages.cloudAccountIncomplete);
  });

  it('refuses ids that are not digits and template names or languages Meta would not take', () => {
    expect(problem(whatsappCloud.properties, { ...ok, phoneNumberId: 'abc' })).toBe('Enter the id as WhatsApp Manager shows it (digits only).');
    expect(problem(whatsappCloud.properties, { ...ok, outsideWindowTemplate: { name: 'Hello World', language: 'en_US' } })).toBe(
      'A template name has lower-case letters, digits and _ only.',
    );
    expect(problem(whatsappCloud.properties, { ...ok, outsideWindowTemplate: { name: 'hello', language: 'english' } })).toBe('Enter the template language code, e.g. en_US.');
    expect(whatsappCloud.properties.safeParse({ ...ok, somethingElse: 1 }).success).toBe(false);
  });

  const flowId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
  const hello = { name: 'hello_world', language: 'en_US' };

  it('keeps a template per flow beside the channel’s default, for at most 200 flows named by their ids', () => {
    const flowTemplates = { [flowId(1)]: hello, [flowId(2)]: { name: 'merhaba', language: 'tr' } };
    expect(whatsappCloud.properties.parse({ ...ok, outsideWindowTemplate: hello, flowTemplates }).flowTemplates).toEqual(flowTemplates);
    const most = Object.fromEntries(Array.from({ length: MAX_FLOW_TEMPLATES }, (_, i) => [flowId(i), hello]));
    expect(whatsappCloud.properties.safeParse({ ...ok, flowTemplates: most }).success).toBe(true);
    expect(problem(whatsappCloud.properties, { ...ok, flowTemplates: { ...most, [flowId(MAX_FLOW_TEMPLATES)]: hello } })).toBe(whatsappCloudMessages.tooManyFlowTemplates);
    expect(problem(whatsappCloud.properties, { ...ok, flowTemplates: { 'my-flow': hello } })).toBe(whatsappCloudMessages.flowNotListed);
    expect(problem(whatsappCloud.properties, { ...ok, flowTemplates: { [flowId(1)]: { name: 'Hello', language: 'en_US' } } })).toBe(
      'A template name has lower-case letters, digits and _ only.',
    );
  });
});
