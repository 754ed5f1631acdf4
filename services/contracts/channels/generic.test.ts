import { describe, expect, it } from 'vitest';
import { generic, webhookUrlProblem } from './generic';

const problem = (input: unknown) => {
  const result = generic.properties.safeParse(input);
  return result.success ? null : result.error.issues[0]!.message;
};

describe('generic channel contract', () => {
  it('accepts a webhook URL and, on update, name/value params', () => {
    expect(generic.properties.parse({ webhookUrl: ' https://partner.example.com/hook?x=1 ' })).toEqual({ webhookUrl: 'https://partner.example.com/hook?x=1' });
    expect(generic.properties.parse({ webhookUrl: 'http://127.0.0.1:8080/in', params: [{ name: 'region', value: 'tr' }] }).params).toEqual([{ name: 'region', value: 'tr' }]);
  });

  it('requires http:// or https:// followed by an alphanumeric (spec 02 section 5)', () => {
    for (const url of ['example.com', 'ftp://example.com', 'https://', 'https://_x.com', 'http:/example.com']) {
      expect(problem({ webhookUrl: url })).toBe('The URL provided must begin with http:// or https://');
    }
  });

  it('requires a URL that parses: "Please enter a valid url"', () => {
    expect(webhookUrlProblem('https://exa mple.com')).toBe('Please enter a valid url');
    expect(problem({ webhookUrl: 'http://a:b:c' })).toBe('Please enter a valid url');
    expect(problem({ webhookUrl: `https://a.example/${'x'.repeat(2000)}` })).toBe('Please enter a valid url');
  });

  it('refuses unknown properties; its one secret is the signing secret (the api token is a hash outside the properties)', () => {
    expect(generic.properties.safeParse({ webhookUrl: 'https://a.example', apiToken: 'x' }).success).toBe(false);
    expect(generic.secrets).toEqual(['signingSecret']);
    expect(generic.properties.safeParse({ webhookUrl: 'https://a.example', signingSecret: 'short' }).success).toBe(false);
    expect(generic.properties.safeParse({ webhookUrl: 'https://a.example', signingSecret: 'k'.repeat(43) }).success).toBe(true);
    expect(generic.stored).toEqual({ integrationType: 'Generic' });
  });
});
