import { describe, expect, it } from 'vitest';
import { waitingEvent } from './inboundWaiting';

const base = { client: { clientId: 'U1' }, input: { text: 'hi', messageType: 'TEXT' } };
const teams = { serviceUrl: 'https://smba.example/emea/', conversationId: 'a:1', activityId: 'act-1', botId: '28:app', userId: '29:user' };

describe('a waiting message as the claim keeps it', () => {
  it('reads the reply context it was stored with', () => {
    const answerWith = { kind: 'line', token: 'rt', usableUntil: '2026-01-01T00:00:50.000Z' };
    expect(waitingEvent.parse({ ...base, answerWith })).toEqual({ ...base, answerWith });
    expect(waitingEvent.parse(base)).toEqual(base);
  });

  it("reads a message kept before the reply context was one field: LINE's replyToken and Teams' replyTo", () => {
    expect(waitingEvent.parse({ ...base, replyToken: { token: 'rt', usableUntil: '2026-01-01T00:00:50.000Z' } })).toEqual({
      ...base,
      answerWith: { kind: 'line', token: 'rt', usableUntil: '2026-01-01T00:00:50.000Z' },
    });
    expect(waitingEvent.parse({ ...base, replyTo: teams })).toEqual({ ...base, answerWith: { kind: 'teams', ...teams } });
  });

  it('refuses a reply context of no known kind', () => {
    expect(waitingEvent.safeParse({ ...base, answerWith: { kind: 'fax', number: '1' } }).success).toBe(false);
  });
});
