import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { directLinkReferral, iceBreakers, persistentMenu } from './instagramTools';

const problems = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('persistent menu', () => {
  it('accepts up to 5 buttons; a link without scheme gets https://', () => {
    const menu = persistentMenu.parse([
      { type: 'postback', title: 'Start', payload: 'START' },
      { type: 'web_url', title: 'Shop', url: 'shop.example.com' },
    ]);
    expect(menu[1]!.url).toBe('https://shop.example.com');
  });

  it('refuses a sixth button and names the button that misses a field (spec 02 section 8)', () => {
    const six = Array.from({ length: 6 }, () => ({ type: 'postback', title: 'T', payload: 'P' }));
    expect(problems(persistentMenu, six)).toEqual(['A maximum of 5 buttons are supported in persistent menu']);
    expect(
      problems(persistentMenu, [
        { type: 'postback', title: 'A', payload: 'P' },
        { type: 'postback', title: '', payload: '' },
      ]),
    ).toEqual(['Button no 2 is missing Title', 'Button no 2 is missing Action']);
    expect(problems(persistentMenu, [{ type: 'postback', title: 'x'.repeat(31), payload: 'P' }])).toEqual(['Button no 1 has a Title longer than 30 characters']);
    expect(problems(persistentMenu, [{ type: 'postback', title: 'T', payload: 'x'.repeat(1001) }])).toEqual(['Button no 1 has an Action longer than 1000 characters']);
  });
});

describe('ice breakers', () => {
  it('accepts up to 4 questions', () => {
    expect(iceBreakers.parse([{ question: 'Opening hours?', payload: 'HOURS' }])).toEqual([{ question: 'Opening hours?', payload: 'HOURS' }]);
  });

  it('refuses a fifth, a missing question, a long one and an underscore in the action', () => {
    expect(
      problems(
        iceBreakers,
        Array.from({ length: 5 }, () => ({ question: 'Q', payload: 'P' })),
      ),
    ).toEqual(['A maximum of 4 questions are supported in Ice breaker']);
    expect(problems(iceBreakers, [{ question: '', payload: 'P' }])).toEqual(['Button no 1 is missing Question']);
    expect(problems(iceBreakers, [{ question: 'x'.repeat(81), payload: 'P' }])).toEqual(['Button no 1 has a Question longer than 80 characters']);
    expect(problems(iceBreakers, [{ question: 'Q', payload: 'OPEN_HOURS' }])).toEqual(['Button no 1 has an Action with an underscore (_), which is not supported']);
  });
});

describe('direct-link referral', () => {
  it('turns spaces into underscores and keeps letters, digits, -, _ and =', () => {
    expect(directLinkReferral.parse('spring sale=1')).toBe('spring_sale=1');
  });

  it('refuses other characters and 2083 characters or more', () => {
    expect(problems(directLinkReferral, 'sale!')).toEqual(['Only alphanumeric characters, and -, _, = are supported']);
    expect(problems(directLinkReferral, 'x'.repeat(2083))).toEqual(['Referral text should be less than 2083 characters.']);
  });
});
