import type { AnyEventObject, StateValue } from 'xstate';
import { isValidEmail } from '../../machines/account/login.machine';
import { countryOptions } from '../../services/contracts/countries';
import { graphqlMessages } from '../../services/contracts/graphqlMessages';
import type { MachineName } from './catalogue';
import { aiConnections } from './screens/aiConnections';
import { assistantList } from './screens/assistantList';
import { assistantsCreatePopup } from './screens/assistantsCreatePopup';
import { channelList } from './screens/channelList';
import { cloudApiKey } from './screens/cloudApiKey';
import { suiteConnect } from './screens/suiteConnect';
import { facebookPages } from './screens/facebookPages';
import {
  button,
  companyCall,
  en,
  fill,
  fillCompanyName,
  gone,
  inTemplate,
  label,
  needs,
  outcome,
  q,
  status,
  textbox,
  uniqueSuffix,
  visible,
  type Screen,
  type ScreenStep,
} from './screens/kit';
import { dataSchema } from './screens/dataSchema';
import { dataTable } from './screens/dataTable';
import { dataTokens } from './screens/dataTokens';
import { leavePage } from './screens/leavePage';
import { profileForm } from './screens/profileForm';
import { releaseCheck } from './screens/releaseCheck';
import { search } from './screens/search';
import { secretManager } from './screens/secretManager';
import { generic, line, teams, telegram } from './screens/channelForms';
import { twoFactorSetup, twoFactorVerify } from './screens/twoFactor';
import { validator } from './screens/validator';
import { webChat, webMessenger } from './screens/webSettings';
import { partnerWebhook, trackingParameters } from './screens/whatsappCloudPopups';
import { welcome } from './screens/welcome';

export { en, type Screen, type ScreenStep } from './screens/kit';

const forgotPassword: Screen = {
  route: '/forget',
  step: (event) => {
    if (event.type === 'EMAIL_CHANGED') return { code: fill(label(en('password', 'forgotPassword.email')), event.value) };
    if (event.type === 'SUBMIT') return { code: [`await ${button(en('password', 'forgotPassword.submit'))}.click();`] };
    if (event.type === 'xstate.done.actor.forgot') return { code: ['// The server answers {"status":"ok"} to every well-formed address.'] };
    return needs(`the server must answer POST /auth/forgot with ${status(event)}`);
  },
  state: (value) => {
    const sent = `page.getByText(${q(en('password', 'forgotPassword.sent'))})`;
    if (value === 'editing') return [...visible(button(en('password', 'forgotPassword.submit'))), ...gone(sent)];
    if (value === 'sent') return visible(sent);
    return null;
  },
};

const login: Screen = {
  route: '/login',
  step: (event) => {
    if (event.type === 'EMAIL_CHANGED') return { code: fill(label(en('login', 'email')), event.value) };
    if (event.type === 'PASSWORD_CHANGED') return { code: fill(textbox(en('login', 'password')), event.value) };
    if (event.type === 'KEEP_SIGNED_IN_CHANGED') {
      return { code: [`await page.getByRole('checkbox', { name: ${q(en('login', 'keepSignedIn'))} }).setChecked(${Boolean(event.value)}, { force: true });`] };
    }
    if (event.type === 'SUBMIT') return { code: [`await ${button(en('login', 'submit'))}.click();`] };
    if (event.type === 'CAPTCHA_SOLVED') return needs('the model solves the captcha with a fixed token; the page needs the proof-of-work widget solved');
    if (event.type === 'CAPTCHA_EXPIRED') return needs('a captcha solution that expires while the page is open');
    if (event.type === 'OAUTH_TOKEN') return needs('a Google sign-in that returns to the page with a token');
    if (event.type.startsWith('xstate.after.tick')) return needs('a server lockout (HTTP 429) counting down');
    if (outcome(event.type, 'signin') || outcome(event.type, 'fetchSession')) {
      const answer = event.type.startsWith('xstate.done')
        ? 'a sign-in answer for an account in the state of this step (confirmed, two-factor set or not)'
        : `a sign-in refused with ${status(event)}`;
      return needs(`${answer}; the model's captcha threshold is 2`);
    }
    return needs(`no screen action for ${event.type}`);
  },
  state: (value) => {
    const editing = (value as { editing?: string }).editing;
    if (editing === 'ready' || editing === 'captchaSolved') return visible(button(en('login', 'submit')));
    if (editing === 'needsCaptcha') return visible(button(en('login', 'verifyHuman')));
    return null;
  },
};

/** The sign-up page; a valid e-mail of the model gets the test's own suffix (an address signs up once). */
const register: Screen = {
  route: '/register',
  prelude: [uniqueSuffix],
  unopened: (scenario) => (scenario.startsWith('invitation') ? 'an invitation link (the model opens the page with an invitation token)' : null),
  step: (event) => {
    if (event.type === 'EMAIL_CHANGED' && isValidEmail(String(event.value))) {
      const field = label(en('register', 'email'));
      const [local, domain] = String(event.value).split('@');
      return { code: [`await ${field}.fill('');`, `await ${field}.fill(\`${inTemplate(local!)}-\${unique}@${inTemplate(domain!)}\`);`] };
    }
    const fields: Record<string, string> = { NAME_CHANGED: 'name', SURNAME_CHANGED: 'surname', EMAIL_CHANGED: 'email' };
    if (fields[event.type]) return { code: fill(label(en('register', fields[event.type]!)), event.value) };
    if (event.type === 'PASSWORD_CHANGED') return { code: fill(textbox(en('register', 'password')), event.value) };
    if (event.type === 'SUBMIT') return { code: [`await ${button(en('register', 'submit'))}.click();`] };
    if (event.type === 'xstate.done.actor.signup') return { code: ['// The server signs the new address up and mails its confirmation link.'] };
    return needs(`the server must answer the sign-up with ${status(event)}`);
  },
  state: (value) => {
    if (value === 'editing') return visible(button(en('register', 'submit')));
    if (value === 'welcome') return ["await page.waitForURL((url) => url.pathname === '/welcome');"];
    return null;
  },
};

const votePage: Screen = {
  route: '/vote/link-1',
  step: (event) => {
    if (event.type === 'xstate.error.actor.fetchDeepLink' && status(event) === 'HTTP 404') {
      return { code: ['// No vote link "link-1" exists on a fresh server: the lookup is refused.'] };
    }
    if (outcome(event.type, 'fetchDeepLink')) return needs(`a vote link like the model's (a closed conversation with a vote link); the model's answer: ${status(event)}`);
    return needs('a vote link of a closed conversation (the steps before this one)');
  },
  state: (value) => {
    if (value === 'error') return visible(`page.getByRole('alert').getByText(${q(en('vote', 'errorHeader'))})`);
    if (value === 'thanks') return visible(`page.getByText(${q(en('vote', 'thanksHeader'))})`);
    if (value === 'form') return visible(button(en('vote', 'send')));
    return null;
  },
};

/**
 * The Create New Company popup of /companies. Company names are unique on a server, so a
 * valid name of the model gets the test's own suffix (a name the rules refuse is typed as
 * it is: the suffix would make it valid).
 */
const companyCreate: Screen = {
  route: '/companies',
  signedIn: true,
  prelude: [uniqueSuffix],
  step: (event) => {
    const dialog = "page.getByRole('dialog')";
    if (event.type === 'OPEN') return { code: [`await ${button(en('companies', 'createTile'))}.click();`] };
    if (event.type === 'CLOSE') return { code: [`await ${dialog}.getByRole('button', { name: ${q(en('companies', 'dialog.cancel'))}, exact: true }).click();`] };
    if (event.type === 'NAME_CHANGED') return { code: fillCompanyName(`${dialog}.getByRole('textbox', { name: ${q(en('companies', 'create.name'))}, exact: true })`, event.value) };
    if (event.type === 'COUNTRY_CHANGED') {
      const option = countryOptions('en').find((o) => o.value === event.value);
      if (!option) return needs(`a country with the value ${String(event.value)}`);
      return {
        code: [
          `await ${dialog}.getByRole('button', { name: ${q(en('companies', 'create.country'))} }).click();`,
          `await page.getByRole('option', { name: ${q(option.label)}, exact: true }).click();`,
        ],
      };
    }
    if (event.type === 'DESCRIPTION_CHANGED')
      return { code: fill(`${dialog}.getByRole('textbox', { name: ${q(en('companies', 'create.description'))}, exact: true })`, event.value) };
    if (event.type === 'SUBMIT') return { code: [`await ${dialog}.getByRole('button', { name: ${q(en('companies', 'create.submit'))}, exact: true }).click();`] };
    if (event.type === 'xstate.done.actor.createCompany') return { code: ['// The server creates the company of the signed-in person.'] };
    return needs(`the server must refuse a new company with ${status(event)}`);
  },
  state: (value) => {
    const title = `page.getByRole('heading', { name: ${q(en('companies', 'create.title'))} })`;
    if (value === 'closed') return [...visible(button(en('companies', 'createTile'))), ...gone(title)];
    if (value === 'editing') return visible(title);
    return null;
  },
};

/** A company the test's person makes through the API (its only ADMIN), standing for the model's company. */
const ownCompany = {
  name: 'company',
  code: ['const company = `Acme ${unique}`;', `await ${companyCall('await sessionToken(page)', 'company')};`],
};
const companyImports = [{ names: ['graphql', 'sessionToken'], from: 'tests/e2e/support/designer' }];

/**
 * What the delete and leave confirmations of a company card share: the card's button opens
 * the confirmation of the test's own company, Yes and No answer it, its title shows it.
 */
function cardConfirmation(cardKey: string, titleKey: string) {
  const dialog = "page.getByRole('alertdialog')";
  const answer = (key: string) => [`await ${dialog}.getByRole('button', { name: ${q(en('companies', key))}, exact: true }).click();`];
  const step = (event: AnyEventObject): ScreenStep | null => {
    if (event.type === 'OPEN') return { code: [`await page.getByRole('button', { name: \`${en('companies', cardKey)} \${company}\`, exact: true }).click();`] };
    if (event.type === 'YES') return { code: answer('dialog.yes') };
    if (event.type === 'NO') return { code: answer('dialog.no') };
    return null;
  };
  const state = (value: StateValue): string[] | null => {
    const title = `${dialog}.getByRole('heading', { name: ${q(en('companies', titleKey))} })`;
    if (value === 'closed') return gone(title);
    if (value === 'confirming') return visible(title);
    return null;
  };
  return { dialog, step, state };
}

/**
 * The delete confirmation of a company card on /companies: each test's person first makes
 * a company of their own through the API (its ADMIN), which the model's company stands for.
 */
const deleteCard = cardConfirmation('card.delete', 'delete.title');
const companyDelete: Screen = {
  route: '/companies',
  signedIn: true,
  imports: companyImports,
  prelude: [uniqueSuffix, ownCompany],
  step: (event) => {
    const shared = deleteCard.step(event);
    if (shared) return shared;
    if (event.type === 'WORD_CHANGED') return { code: fill(`${deleteCard.dialog}.getByRole('textbox')`, event.value) };
    if (event.type === 'xstate.done.actor.deleteCompany' && (event as { output?: { success?: boolean } }).output?.success) {
      return {
        code: [
          '// The server deletes the company of its ADMIN; its card goes.',
          "await expect.poll(() => page.getByRole('heading', { name: company }).count(), { timeout: 30_000 }).toBe(0);",
        ],
      };
    }
    if (event.type === 'xstate.done.actor.deleteCompany') return needs('a server that answers the deletion with success false');
    return needs(`the server must refuse the deletion with ${status(event)}`);
  },
  state: deleteCard.state,
};

/**
 * The leave confirmation of a company card: the test's person is the company's only ADMIN,
 * so the server refuses to let them leave (a path that leaves needs a second member).
 */
const leaveCard = cardConfirmation('card.leave', 'leave.title');
const companyLeave: Screen = {
  route: '/companies',
  signedIn: true,
  imports: companyImports,
  prelude: [uniqueSuffix, ownCompany],
  step: (event) => {
    const shared = leaveCard.step(event);
    if (shared) return shared;
    const error = (event as { error?: { status?: number } }).error;
    if (event.type === 'xstate.error.actor.leaveCompany' && error?.status === 409) {
      return { code: ['// The only ADMIN of a company may not leave it: the server says why.', ...visible(`${leaveCard.dialog}.getByText(${q(graphqlMessages.lastAdminLeave)})`)] };
    }
    if (event.type === 'xstate.done.actor.leaveCompany') return needs("a second member to be the one who leaves (the test's person is the only ADMIN)");
    return needs(`the server must refuse leaving with ${status(event)}`);
  },
  state: leaveCard.state,
};

/**
 * The page of a mailed reset link: each test makes its own confirmed account, asks for a
 * reset through the public API and opens the link the developer mailbox received.
 */
const resetPassword: Screen = {
  route: '/reset/:token',
  open: 'link',
  imports: [
    { names: ['confirmedUser'], from: 'tests/e2e/support/accounts' },
    { names: ['latestLinkTo'], from: 'tests/e2e/support/mailbox' },
  ],
  prelude: [
    {
      name: 'link',
      code: [
        "const account = await confirmedUser(baseUrl, 'generated');",
        "await fetch(`${baseUrl}/auth/forgot`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: account.email }) });",
        "const link = await latestLinkTo(baseUrl, account.email, '/reset/');",
      ],
    },
  ],
  step: (event) => {
    if (event.type === 'PASSWORD_CHANGED') return { code: fill(textbox(en('password', 'resetPassword.password')), event.value) };
    if (event.type === 'CONFIRM_CHANGED') return { code: fill(textbox(en('password', 'resetPassword.confirm')), event.value) };
    if (event.type === 'SUBMIT') return { code: [`await ${button(en('password', 'resetPassword.submit'))}.click();`] };
    if (event.type === 'xstate.done.actor.reset') return { code: ["// The server sets the new password of the link's account."] };
    if (event.type === 'xstate.error.actor.reset' && status(event) === 'HTTP 401') return needs('a link that was used or has expired');
    return needs(`the server must refuse the new password with ${status(event)}`);
  },
  state: (value) => {
    if (value === 'editing') return visible(textbox(en('password', 'resetPassword.password')));
    if (value === 'saved') return ["await page.waitForURL((url) => url.pathname === '/login');"];
    return null;
  },
};

/**
 * The onboarding guide up to its assistant step: start, the company (its name made unique
 * per test, as on /companies), the three choices about the person. Creating the assistant is
 * the assistant wizard's own screen, so the paths through it are skipped.
 */
const guide: Screen = {
  route: '/guide',
  routeOf: (scenario) => (scenario === 'first login' ? '/guide?firstLogin=true' : '/guide'),
  signedIn: true,
  unopened: (scenario) => (scenario === 'no e-mail in the session' ? 'a session without an e-mail address (a signed-in person always has one)' : null),
  prelude: [uniqueSuffix],
  step: (event) => {
    const choose = (labelKey: string, option: string) => [
      `await page.getByRole('button', { name: ${q(en('guide', labelKey))} }).click();`,
      `await page.getByRole('option', { name: ${q(option)}, exact: true }).click();`,
    ];
    if (event.type === 'OK') return { code: [`await ${button(en('guide', 'start.ok'))}.click();`] };
    if (event.type === 'NAME_CHANGED') return { code: fillCompanyName(label(en('guide', 'company.nameLabel')), event.value) };
    if (event.type === 'SUBMIT') return { code: [`await ${button(en('guide', 'save'))}.click();`] };
    if (event.type === 'PEOPLE_COUNT_CHANGED') return { code: choose('info.peopleCount', en('guide', 'info.employees').replace('{{count}}', String(event.value))) };
    if (event.type === 'WORK_FIELD_CHANGED') return { code: choose('info.workField', en('guide', `workFields.${String(event.value)}`)) };
    if (event.type === 'JOB_TITLE_CHANGED') return { code: choose('info.jobTitle', en('guide', `jobTitles.${String(event.value)}`)) };
    if (event.type === 'xstate.done.actor.createCompany') return { code: ['// The server creates the company.'] };
    if (event.type === 'xstate.done.actor.createAccountInfo') return { code: ["// The server keeps the person's answers."] };
    if (event.type === 'ASSISTANT_CREATED') return needs('an assistant made in the assistant wizard (a screen of its own)');
    return needs(`the server must refuse with ${status(event)}`);
  },
  state: (value) => {
    const heading = (key: string) => visible(`page.getByRole('heading', { name: ${q(en('guide', key))} })`);
    if (value === 'start') return visible(button(en('guide', 'start.ok')));
    if (value === 'company') return heading('company.title');
    if (value === 'companyInfo') return heading('info.title');
    if (value === 'chatbot') return heading('chatbot.title');
    return null;
  },
};

/** The machines with a screen of their own that a browser spec can open directly. */
export const screens: Partial<Record<MachineName, Screen>> = {
  aiConnections,
  assistantList,
  assistantsCreatePopup,
  channelList,
  cloudApiKey,
  facebookPages,
  companyCreate,
  companyDelete,
  companyLeave,
  dataSchema,
  dataTable,
  dataTokens,
  forgotPassword,
  generic,
  guide,
  leavePage,
  line,
  login,
  partnerWebhook,
  profileForm,
  register,
  releaseCheck,
  resetPassword,
  search,
  secretManager,
  suiteConnect,
  teams,
  telegram,
  trackingParameters,
  twoFactorSetup,
  twoFactorVerify,
  validator,
  votePage,
  webChat,
  webMessenger,
  welcome,
};
