import type { ConsoleConfig } from './consoleConfig';

// The console reads its settings before its first render, from the first bundle, which carries no
// schema library: this reader gives what the contract's schema (consoleConfig.ts) gives, and a
// test holds the two to the same answers.

/** The id of the JSON script element that carries the settings. */
export const CONSOLE_CONFIG_ELEMENT_ID = 'console-config';

/** The settings of a page without server settings (tests, the dev server). */
export const CONSOLE_CONFIG_DEFAULTS: ConsoleConfig = { loginCaptchaThreshold: 3, devMode: false, userRoleSetting: false };

const isUrl = (value: unknown): value is string => typeof value === 'string' && URL.canParse(value);
const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
const isFlag = (value: unknown): value is boolean => typeof value === 'boolean';
const isText = (value: unknown): value is string => typeof value === 'string';

/**
 * The settings in `raw`, the defaults in place of those it leaves out; any setting of the wrong
 * kind makes them all the defaults, as a page whose settings cannot be read.
 */
export function readConsoleConfigValue(raw: unknown): ConsoleConfig {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return CONSOLE_CONFIG_DEFAULTS;
  const given = raw as Record<string, unknown>;
  const fits = (key: keyof ConsoleConfig, check: (value: unknown) => boolean) => given[key] === undefined || check(given[key]);
  const readable =
    fits('liveChatUrl', isUrl) &&
    fits('helpUrl', isUrl) &&
    fits('loginCaptchaThreshold', isCount) &&
    fits('devMode', isFlag) &&
    fits('cluster', isText) &&
    fits('userRoleSetting', isFlag) &&
    fits('firstTimeTemplateId', isText);
  if (!readable) return CONSOLE_CONFIG_DEFAULTS;
  const config: ConsoleConfig = {
    loginCaptchaThreshold: isCount(given['loginCaptchaThreshold']) ? given['loginCaptchaThreshold'] : CONSOLE_CONFIG_DEFAULTS.loginCaptchaThreshold,
    devMode: isFlag(given['devMode']) ? given['devMode'] : CONSOLE_CONFIG_DEFAULTS.devMode,
    userRoleSetting: isFlag(given['userRoleSetting']) ? given['userRoleSetting'] : CONSOLE_CONFIG_DEFAULTS.userRoleSetting,
  };
  if (isUrl(given['liveChatUrl'])) config.liveChatUrl = given['liveChatUrl'];
  if (isUrl(given['helpUrl'])) config.helpUrl = given['helpUrl'];
  if (isText(given['cluster'])) config.cluster = given['cluster'];
  if (isText(given['firstTimeTemplateId'])) config.firstTimeTemplateId = given['firstTimeTemplateId'];
  return config;
}
