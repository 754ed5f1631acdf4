import { describe, expect, it } from 'vitest';
import { telegramModel } from '../../../tests/paths/models/telegram.model';
import { channelFormChecks } from '../../../tests/paths/channelFormChecks';
import { assertFullCoverage } from '../../../tests/paths/coverage';
import { replayPath } from '../../../tests/paths/driver';
import { generatePaths } from '../../../tests/paths/model';
import { telegramMachine } from './telegram.machine';

const paths = generatePaths(telegramModel);
const checks = channelFormChecks('telegram', {
  create: (c) => ({
    telegramBotName: 'Main',
    ...(c.fields['telegramBotUsername'] ? { telegramBotUsername: 'shop_bot' } : {}),
    telegramBotToken: '123456:ABCDEFGHIJKLMNOPQRSTuvwxyz',
  }),
  update: (c) => ({ telegramBotName: 'Main', telegramBotUsername: 'shop_bot', telegramBotToken: c.fields['telegramBotToken'] }),
});

describe('telegramMachine paths', () => {
  it('reach every state and take every transition', () => {
    expect(assertFullCoverage(telegramMachine, paths).transitions.missing).toEqual([]);
  });
  it.each(paths.map((p, i) => [i + 1, p.scenario, p.description, p] as const))('path %i [%s]: %s', async (_, __, ___, path) => {
    await replayPath(telegramModel, path, checks);
  });
});
