import { describe, expect, it } from 'vitest';
import { genericChannelInput, newToken, tokenHash, tokenMatches, webChatChannelName, webhookUrlProblem } from './channelRules';

describe('generic channel rules', () => {
  it('requires a name: "Name is required."', () => {
    const result = genericChannelInput.safeParse({ name: '   ', webhookUrl: 'https://example.com' });
    expect(result.success ? null : result.error.issues[0]!.message).toBe('Name is required.');
  });

  it('requires http:// or https:// followed by an alphanumeric', () => {
    for (const url of ['example.com', 'ftp://example.com', 'https://', 'https://_x.com', 'http:/example.com']) {
      expect(webhookUrlProblem(url)).toBe('The URL provided must begin with http:// or https://');
    }
  });

  it('requires a URL: "Please enter a valid url"', () => {
    expect(webhookUrlProblem('https://exa mple.com')).toBe('Please enter a valid url');
    expect(webhookUrlProblem('http://a:b:c')).toBe('Please enter a valid url');
    expect(webhookUrlProblem('https://partner.example.com/hook?x=1')).toBeNull();
    expect(webhookUrlProblem('http://127.0.0.1:8080/in')).toBeNull();
  });

  it('names the web chat after its assistant', () => {
    expect(webChatChannelName('Helper')).toBe('Helper Web Chat');
  });
});

describe('tokens', () => {
  it('are random, stored as sha-256 and compared by hash', () => {
    const token = newToken();
    expect(token).not.toBe(newToken());
    expect(tokenHash(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(tokenMatches(token, tokenHash(token))).toBe(true);
    expect(tokenMatches(`${token}x`, tokenHash(token))).toBe(false);
    expect(tokenMatches(undefined, tokenHash(token))).toBe(false);
    expect(tokenMatches(token, null)).toBe(false);
  });
});
