import { describe, expect, it } from 'vitest';
import { chatFailureText } from '../../machines/conversations/chatWidget.machine';
import { widgetTexts } from './texts';
import { failureText } from './failureText';

const en = widgetTexts('en');

describe('failureText', () => {
  it('says the visitor is offline when no answer came', () => {
    expect(failureText(chatFailureText({ kind: 'network' }), en)).toEqual({ text: en.offline, offline: true });
  });

  it("shows the server's own reason, else the general error", () => {
    const refused = chatFailureText({ kind: 'http', status: 404, body: { statusCode: 404, error: 'Not Found', message: 'Channel not found.' } });
    expect(failureText(refused, en)).toEqual({ text: 'Channel not found.', offline: false });
    expect(failureText(chatFailureText({ kind: 'http', status: 500 }), en)).toEqual({ text: en.error, offline: false });
  });

  it('names the longest message', () => {
    expect(failureText({ key: 'chatbotTest.errors.tooLong', values: { max: 4000 } }, en).text).toBe('A message can be at most 4000 characters.');
  });
});
