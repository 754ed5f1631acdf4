import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { normaliseSuiteUrl, suite, suiteLoginForm } from './suite';

const problem = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? null : result.error.issues[0]!.message;
};

const form = { name: 'Support', username: 'agent', password: 'pw', captcha: 'x7k', url: 'suite.example.com', suiteCompanyId: '12', suitePoolId: '3', suiteType: 'SuiteOnPrem' };

describe('suite login form', () => {
  it('normalises the URL: trimmed, spaces removed, https:// added', () => {
    expect(normaliseSuiteUrl('  suite. example.com ')).toBe('https://suite.example.com');
    expect(normaliseSuiteUrl('http://suite.example.com')).toBe('http://suite.example.com');
    expect(suiteLoginForm.parse(form).url).toBe('https://suite.example.com');
  });

  it('checks names of at least 2 characters and required fields (spec 02 section 5)', () => {
    expect(problem(suiteLoginForm, { ...form, name: 'S' })).toBe('The name must be at least 2 charachters');
    expect(problem(suiteLoginForm, { ...form, username: '' })).toBe('The field cannot be empty');
    expect(problem(suiteLoginForm, { ...form, password: '' })).toBe('The field cannot be empty');
    expect(problem(suiteLoginForm, { ...form, suitePoolId: ' ' })).toBe('The field cannot be empty');
  });

  it('refuses an invalid URL, a trailing slash and the cloud address on premise', () => {
    expect(problem(suiteLoginForm, { ...form, url: '?not-a-host' })).toBe('Please enter a valid url');
    expect(problem(suiteLoginForm, { ...form, url: 'https://suite.example.com/' })).toBe('The url must not end with "/".');
    expect(problem(suiteLoginForm, { ...form, url: 'https://x.sorunapp.com' })).toBe(
      'Enter the address of your own suite server; the cloud address is chosen with the cloud type.',
    );
    expect(problem(suiteLoginForm, { ...form, suiteType: 'SuiteCloud', url: 'https://x.sorunapp.com' })).toBeNull();
  });
});

describe('suite contract', () => {
  it('stores company, pool, agent token and the on-premise backend', () => {
    const stored = {
      suiteCompanyId: '12',
      suitePoolId: '3',
      suiteAgentToken: 'agent-token',
      suiteType: 'SuiteOnPrem',
      customSuiteBackend: 'suite.example.com',
      suiteHandoverPoolID: '4',
    };
    expect(suite.properties.parse(stored)).toEqual({ ...stored, customSuiteBackend: 'https://suite.example.com' });
    expect(problem(suite.properties, { suiteCompanyId: '12', suitePoolId: '3' })).toBe('The field cannot be empty');
  });

  it('keeps the agent token and the webhook secret secret; company and pool identify it', () => {
    expect(suite.secrets).toEqual(['suiteAgentToken', 'suiteWebhookSecret']);
    expect(suite.identifiedBy).toEqual(['suiteCompanyId', 'suitePoolId']);
  });
});
