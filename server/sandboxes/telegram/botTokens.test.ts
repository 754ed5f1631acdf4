import { describe, expect, it } from 'vitest';
import { TELEGRAM_TOKEN } from '../../../services/contracts/channels/telegram';
import { issueBotToken, readBotToken } from './botTokens';

const key = 'a-secret-key-that-is-long-enough-for-tests-0123';

describe('sandbox bot tokens', () => {
  it('are shaped like Telegram tokens and read back with the same secret key (as after a restart)', () => {
    const { bot, token } = issueBotToken(key, 'helper_bot');
    expect(token).toMatch(TELEGRAM_TOKEN);
    expect(readBotToken(key, token)).toEqual(bot);
  });

  it('are refused when changed, made up or signed with another key', () => {
    const { bot, token } = issueBotToken(key, 'helper_bot');
    expect(readBotToken(key, token.replace('helper_bot', 'other_bot'))).toBeNull();
    expect(readBotToken(key, `${bot.id + 1}${token.slice(String(bot.id).length)}`)).toBeNull();
    expect(readBotToken('another-secret-key-that-is-long-enough-0123456', token)).toBeNull();
    expect(readBotToken(key, '123456789:AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw_')).toBeNull();
  });
});
