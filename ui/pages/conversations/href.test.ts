import { describe, expect, it } from 'vitest';
import { botLogsHref, conversationsHref } from './href';

describe('conversation addresses', () => {
  it('the Conversations screen keeps the company when there is one', () => {
    expect(conversationsHref('company-1')).toBe('/conversations?companyId=company-1');
    expect(conversationsHref(null)).toBe('/conversations');
    expect(conversationsHref('')).toBe('/conversations');
  });
  it('the bot logs name the conversation and its company, encoded', () => {
    expect(botLogsHref('conv 1', 'c&1')).toBe('/reporting/analysis/botlogs?id=conv+1&companyId=c%261');
  });
});
