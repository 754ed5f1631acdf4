import { describe, expect, it } from 'vitest';
import { consoleConfig } from './consoleConfig';
import { CONSOLE_CONFIG_DEFAULTS, readConsoleConfigValue } from './consoleConfigReader';

/** What the contract's schema makes of a value: the settings, or the defaults when it refuses them. */
const bySchema = (raw: unknown) => {
  const parsed = consoleConfig.safeParse(raw);
  return parsed.success ? parsed.data : consoleConfig.parse({});
};

const values: unknown[] = [
  {},
  null,
  'text',
  [],
  42,
  { devMode: true, loginCaptchaThreshold: 0 },
  { loginCaptchaThreshold: 5, userRoleSetting: true, cluster: 'GCP', firstTimeTemplateId: 't-1' },
  { liveChatUrl: 'https://chat.example.com/start', helpUrl: 'http://help.example.com' },
  { liveChatUrl: 'not a url' },
  { helpUrl: 'https://' },
  { loginCaptchaThreshold: -1 },
  { loginCaptchaThreshold: 2.5 },
  { loginCaptchaThreshold: '3' },
  { loginCaptchaThreshold: Number.MAX_SAFE_INTEGER + 1 },
  { devMode: 'true' },
  { cluster: 7 },
  { firstTimeTemplateId: null },
  { userRoleSetting: 1 },
  { unknownSetting: 'dropped', devMode: true },
  { liveChatUrl: undefined, devMode: false },
];

describe('the console settings read without a schema library', () => {
  it('gives what the contract’s schema gives, for settings of every kind, right or wrong', () => {
    for (const raw of values) expect(readConsoleConfigValue(raw), JSON.stringify(raw)).toEqual(bySchema(raw));
  });

  it('has the schema’s defaults', () => {
    expect(CONSOLE_CONFIG_DEFAULTS).toEqual(consoleConfig.parse({}));
  });
});
