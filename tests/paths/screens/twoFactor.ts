import type { AnyEventObject } from 'xstate';
import { isSixDigits } from '../../../machines/account/twoFactorShared';
import { BACKUP_CODES_FILE_NAME } from '../../../machines/account/twoFactorSetup.machine';
import { normalizeCode, TFA_LOCKOUT_SECONDS, TFA_MAX_FAILURES } from '../../../services/contracts/twoFactor';
import { button, en, gone, label, needs, outcome, q, status, textbox, visible, type Screen, type ScreenStep } from './kit';

const t = (key: string) => en('twoFactor', key);
const alertText = (text: string) => visible(`page.getByRole('alert').getByText(${q(text)})`);
/** The disabled TRY AGAIN mm:ss button of a lockout (the failure's own TRY AGAIN has no time). */
const countdown = `page.getByRole('button', { name: /^${t('tryAgain').replace('{{time}}', '\\d\\d:\\d\\d')}$/ })`;
const locked = [...visible(countdown), ...alertText(t('errors.locked'))];
/** Enabled: the field is disabled while a code is checked and during a lockout. */
const enabled = (field: string) => [`await expect.poll(() => ${field}.isEnabled(), { timeout: 30_000 }).toBe(true);`];

/**
 * The answer the code typed now gets: the next check of the path, unless the code is typed
 * again or the mode changes first (then this one is never sent).
 */
function answerTo(later: readonly AnyEventObject[]): AnyEventObject | null {
  for (const event of later) {
    if (event.type === 'CODE_CHANGED' || event.type.startsWith('SWITCH_TO_')) return null;
    if (outcome(event.type, 'verify') || outcome(event.type, 'validateBackupCode')) return event;
  }
  return null;
}
/** The code the machine holds by now: typed (digits only, at most six), emptied by a change of mode or a lockout. */
function typedSoFar(earlier: readonly AnyEventObject[]): string {
  let code = '';
  for (const event of earlier) {
    if (event.type === 'CODE_CHANGED') code = normalizeCode(String(event['value']));
    if (event.type.startsWith('SWITCH_TO_') || status(event) === 'HTTP 429' || (event['output'] as { data?: { blocked?: boolean } } | undefined)?.data?.blocked) code = '';
  }
  return code;
}
/** SUBMIT: the page refuses an empty or a malformed code itself, saying so; another is sent. */
function submit(submitText: string, earlier: readonly AnyEventObject[], refusals: { empty: string; invalid: string }): ScreenStep {
  const code = typedSoFar(earlier);
  const refused = code === '' ? refusals.empty : isSixDigits(code) ? null : refusals.invalid;
  return { code: [`await ${button(submitText)}.click();`, ...(refused ? alertText(refused) : [])] };
}
const verified = (event: AnyEventObject | null) => Boolean(event?.type.startsWith('xstate.done') && (event['output'] as { success?: boolean }).success);

/** Types a code: the one the path's check accepts (from `accepted`, code) or the model's, which the server refuses. */
function typeCode(field: string, value: unknown, later: readonly AnyEventObject[], accepted: { code: string; says: string }): string[] {
  if (!verified(answerTo(later))) return [`await ${field}.fill('');`, `await ${field}.fill(${q(String(value))});`];
  return [`// The model's ${q(String(value))} stands for ${accepted.says}.`, `await ${field}.fill('');`, `await ${field}.fill(${accepted.code});`];
}

/**
 * The lockout as the server makes it: the attempts before the page's are wrong codes sent
 * through the API, so the page's wrong code is the last one allowed and is answered 429.
 */
const lockout = (account: string): ScreenStep => ({
  code: [`// The ${TFA_MAX_FAILURES}th wrong code in a row: the server locks the account for ${TFA_LOCKOUT_SECONDS / 60} minutes.`],
  arrange: [`await wrongCodesThroughApi(baseUrl, ${account}, ${TFA_MAX_FAILURES - 1});`],
});
const lostConnection = (path: string): ScreenStep => ({
  code: ['// The check loses its connection.', ...alertText(en('common', 'errors.noInternet'))],
  arrange: [`await loseRequestOnce(page, /\\/auth\\/2fa\\/${path}$/);`],
});
/** Answers this server never gives: it refuses a wrong code with 400 and a locked account with 429. */
function otherAnswer(event: AnyEventObject): ScreenStep {
  const answer = event['output'] as { data?: { blocked?: boolean } };
  return needs(
    answer.data?.blocked ? 'a lockout answered 200 with blocked (this server answers HTTP 429)' : 'a wrong code answered 200 with success false (this server answers HTTP 400)',
  );
}
const waitOutLockout = needs(`the lockout's ${TFA_LOCKOUT_SECONDS / 60} minutes to pass (the model's lasts a second)`);
const signIn = (next: string) => [
  `await ${label(en('login', 'email'))}.fill(account.email);`,
  `await ${textbox(en('login', 'password'))}.fill(account.password);`,
  `await ${button(en('login', 'submit'))}.click();`,
  `await page.waitForURL((url) => url.pathname === ${q(next)});`,
];
const imports = [
  { names: ['confirmedUser'], from: 'tests/e2e/support/accounts' },
  { names: ['apiSession', 'userWithTwoFactor'], from: 'tests/e2e/support/signedIn' },
  { names: ['postJson'], from: 'tests/e2e/support/api' },
  { names: ['totpCode'], from: 'tests/e2e/support/totp' },
  { names: ['wrongCodesThroughApi'], from: 'tests/e2e/support/twoFactorAttempts' },
  { names: ['loseRequestOnce'], from: 'tests/e2e/support/network' },
];

const setupField = label(t('setup.codeLabel'));
/**
 * /2fa/setup as a person reaches it: a confirmed account of the test's own without two-factor
 * signs in on /login. The code accepted is the one an authenticator shows for the key the page
 * gives (read off the page, as a person types it into the app); the model's other codes are
 * typed as they are and refused. The lockout is made by wrong codes, the lost connection by the
 * browser; a server that fails to make the key or the backup codes cannot be arranged.
 */
export const twoFactorSetup: Screen = {
  route: '/2fa/setup',
  routeOf: () => '/login',
  imports,
  prelude: [{ name: 'account', code: ["const account = await confirmedUser(baseUrl, 'generated');"] }],
  opening: () => signIn('/2fa/setup'),
  step: (event, _scenario, earlier = [], later = []) => {
    if (event.type === 'xstate.done.actor.initiate') {
      if (!(event['output'] as { qrCodeData?: { uri?: string } }).qrCodeData?.uri) return needs('a server that answers the setup with no OTP data');
      return { code: ["// The server makes the account's key: the page shows it and its QR code.", ...visible(`page.getByRole('img', { name: ${q(t('setup.qrAlt'))} })`)] };
    }
    if (event.type === 'RETRY') return { code: [`await ${button(t('setup.retry'))}.click();`] };
    if (event.type === 'CODE_CHANGED') {
      const key = "(await page.getByRole('code').innerText()).replace(/\\s+/g, '')";
      return { code: typeCode(setupField, event['value'], later, { code: `totpCode(${key})`, says: 'the code an authenticator shows for the key on the page' }) };
    }
    if (event.type === 'SUBMIT') return submit(t('setup.submit'), earlier, { empty: t('errors.setupEmptyCode'), invalid: t('errors.invalidCode') });
    if (event.type === 'xstate.done.actor.verify') {
      if (verified(event)) return { code: ['// The server accepts the code: two-factor is on, and the session is full.'] };
      return otherAnswer(event);
    }
    if (event.type === 'xstate.error.actor.verify' && status(event) === 'HTTP 429') return lockout('account');
    if (event.type === 'xstate.error.actor.verify' && status(event) === 'a network failure') return lostConnection('verify');
    if (event.type.startsWith('xstate.after.tick')) return waitOutLockout;
    if (event.type === 'xstate.done.actor.generateBackupCodes') {
      if ((event['output'] as { data: string[] }).data.length === 0) return needs('a server that answers the backup codes with none');
      return { code: ['// The server makes the backup codes.', ...visible(`page.getByRole('list', { name: ${q(t('setup.backupListLabel'))} }).getByRole('listitem')`)] };
    }
    if (event.type === 'DOWNLOAD') {
      return {
        code: [
          "const download = page.waitForEvent('download');",
          `await ${button(t('setup.download'))}.click();`,
          `expect((await download).suggestedFilename()).toBe(${q(BACKUP_CODES_FILE_NAME)});`,
        ],
      };
    }
    if (event.type === 'NEXT') return { code: [`await ${button(t('setup.next'))}.click();`] };
    if (event.type === 'DONE') return { code: [`await ${button(t('setup.done'))}.click();`] };
    return needs(`the server must answer with ${status(event)}`);
  },
  state: (value) => {
    const { start, backupCodes } = (typeof value === 'object' ? value : {}) as { start?: string; backupCodes?: string };
    const retry = [...visible("page.getByRole('alert')"), ...visible(button(t('setup.retry')))];
    if (start === 'qrCodeFailed' || backupCodes === 'failed') return retry;
    if (start === 'enteringCode') return [...enabled(setupField), ...visible(button(t('setup.submit')))];
    if (start === 'locked') return locked;
    if (backupCodes === 'showing') return [...visible(button(t('setup.download'))), ...visible(button(t('setup.next')))];
    if (value === 'success') return visible(`page.getByRole('heading', { name: ${q(t('setup.successTitle'))} })`);
    if (value === 'finished') return ["await page.waitForURL((url) => url.pathname === '/guide' || url.pathname === '/');", ...gone(setupField)];
    return null;
  },
};

const codeField = label(t('verify.codeLabel'));
const backupField = label(t('verify.backupLabel'));
const backupMode = (earlier: readonly AnyEventObject[]) => earlier.findLast((event) => event.type.startsWith('SWITCH_TO_'))?.type === 'SWITCH_TO_BACKUP';

/**
 * /2fa/verify as a person reaches it: a confirmed account of the test's own with two-factor set
 * up through the API signs in on /login. The code accepted is the authenticator's next one, the
 * backup code accepted one the account made through the API; the model's other codes are typed
 * as they are and refused (400). The lockout is made by wrong codes, the lost connection by the
 * browser; a server error cannot be arranged.
 */
export const twoFactorVerify: Screen = {
  route: '/2fa/verify',
  routeOf: () => '/login',
  imports,
  prelude: [
    { name: 'account', code: ["const account = await userWithTwoFactor(baseUrl, 'generated');"] },
    {
      name: 'backupCode',
      code: [
        'const { token: full } = await apiSession(baseUrl, account);',
        "const backupCode = (await postJson<{ data: string[] }>(baseUrl, '/auth/2fa/generate-backup-code', {}, full)).data[0]!;",
      ],
    },
  ],
  opening: () => signIn('/2fa/verify'),
  step: (event, _scenario, earlier = [], later = []) => {
    if (event.type === 'CODE_CHANGED') {
      if (backupMode(earlier)) return { code: typeCode(backupField, event['value'], later, { code: 'backupCode', says: "a backup code the account made (the server's own)" }) };
      // Setting two-factor up spent the code of this period: the authenticator's next one is accepted.
      return { code: typeCode(codeField, event['value'], later, { code: 'totpCode(account.secret, 1)', says: "the authenticator's next code" }) };
    }
    if (event.type === 'REMEMBER_CHANGED') {
      return { code: [`await page.getByRole('checkbox', { name: ${q(t('verify.remember'))} }).setChecked(${Boolean(event['value'])}, { force: true });`] };
    }
    if (event.type === 'SWITCH_TO_BACKUP') return { code: [`await ${button(t('verify.useBackup'))}.click();`, ...visible(backupField)] };
    if (event.type === 'SWITCH_TO_CODE') return { code: [`await ${button(t('verify.useCode'))}.click();`, ...visible(codeField)] };
    if (event.type === 'SUBMIT') {
      const backup = backupMode(earlier);
      return submit(t('verify.submit'), earlier, {
        empty: t(backup ? 'errors.emptyBackupCode' : 'errors.emptyCode'),
        invalid: t(backup ? 'errors.invalidBackupCode' : 'errors.invalidCode'),
      });
    }
    const check = outcome(event.type, 'verify') ? 'verify' : outcome(event.type, 'validateBackupCode') ? 'validate-backup-code' : null;
    if (check && event.type.startsWith('xstate.done')) {
      if (verified(event)) return { code: ['// The server accepts the code: the session is full.'] };
      return otherAnswer(event);
    }
    if (check && status(event) === 'HTTP 429') return lockout('account');
    if (check && status(event) === 'HTTP 400') {
      const refused = t(check === 'verify' ? 'errors.invalidCode' : 'errors.invalidBackupCode');
      return { code: ['// The server refuses the code.', ...alertText(refused)] };
    }
    if (check && status(event) === 'a network failure') return lostConnection(check);
    if (event.type.startsWith('xstate.after.tick')) return waitOutLockout;
    return needs(`the server must answer the check with ${status(event)}`);
  },
  state: (value) => {
    const field = `${codeField}.or(${backupField})`;
    if (value === 'ready') return [...enabled(field), ...visible(button(t('verify.submit')))];
    if (value === 'locked') return locked;
    if (value === 'verified') return ["await page.waitForURL((url) => url.pathname === '/');"];
    return null;
  },
};
