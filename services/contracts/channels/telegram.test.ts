import { describe, expect, it } from 'vitest';
import { telegram } from './telegram';

const TOKEN = '123456789:AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw_';
const problem = (input: unknown) => {
  const result = telegram.properties.safeParse(input);
  return result.success ? null : result.error.issues[0]!.message;
};

describe('Telegram contract', () => {
  it('accepts the payload of spec 02 section 7 (a leading @ of the user name is dropped)', () => {
    expect(telegram.properties.parse({ telegramBotName: 'Helper', telegramBotUsername: '@helper_bot', telegramBotToken: TOKEN })).toEqual({
      telegramBotName: 'Helper',
      telegramBotUsername: 'helper_bot',
      telegramBotToken: TOKEN,
    });
  });

  it('requires name and token: "The field cannot be empty"', () => {
    expect(problem({ telegramBotName: ' ', telegramBotToken: TOKEN })).toBe('The field cannot be empty');
    expect(problem({ telegramBotName: 'Helper' })).toBe('The field cannot be empty');
  });

  it("refuses a token that is not one, with the spec's Telegram message", () => {
    expect(problem({ telegramBotName: 'Helper', telegramBotToken: 'not-a-token' })).toBe('A problem happened while creating the channel, please check again the token.');
  });

  it('keeps the token secret and is identified by the bot user name', () => {
    expect(telegram.secrets).toEqual(['telegramBotToken']);
    expect(telegram.identifiedBy).toEqual(['telegramBotUsername']);
  });
});
