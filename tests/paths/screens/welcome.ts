import { button, en, label, needs, notOffered, q, status, textbox, uniqueSuffix, visible, type Screen } from './kit';

const r = (key: string) => en('register', key);
/** The address each scenario signs up with, under the test's own suffix (an address signs up once). */
const ADDRESSES: Record<string, string> = { 'gmail address': 'gmail.com', 'company address': 'example.com' };

/**
 * /welcome as a person reaches it: signed up on /register with the scenario's kind of address
 * (the page keeps the name and address it shows); opened with no sign-up, it sends the visitor
 * to /register. Gmail's inbox opens in a tab of its own, which the test closes. Right after the
 * sign-up the server refuses a resend for 30 s, and the page says how long to wait.
 */
export const welcome: Screen = {
  route: '/welcome',
  routeOf: (scenario) => (ADDRESSES[scenario] ? '/register' : '/welcome'),
  imports: [{ names: ['PASSWORD'], from: 'tests/e2e/support/accounts' }],
  prelude: [uniqueSuffix],
  opening: (scenario) => {
    const domain = ADDRESSES[scenario];
    if (!domain) return [];
    return [
      `await ${label(r('name'))}.fill('Ada');`,
      `await ${label(r('surname'))}.fill('Lovelace');`,
      `await ${label(r('email'))}.fill(\`ada-\${unique}@${domain}\`);`,
      `await ${textbox(r('password'))}.fill(PASSWORD);`,
      `await ${button(r('submit'))}.click();`,
      "await page.waitForURL((url) => url.pathname === '/welcome');",
    ];
  },
  step: (event, scenario) => {
    if (event.type === 'RESEND') return { code: [`await ${button(r('welcome.resendLink'))}.click();`] };
    if (event.type === 'xstate.done.actor.resend') return needs("the 30 seconds after the sign-up's e-mail to pass (the server mails the link again only then)");
    if (event.type === 'xstate.error.actor.resend' && status(event) === 'HTTP 429') {
      const wait = r('welcome.resend.tooSoon').split('{{')[0]!.trim();
      return { code: ['// The sign-up mailed the link moments ago: the server says how long to wait.', ...visible(`page.getByRole('alert').getByText(${q(wait)})`)] };
    }
    if (event.type === 'OPEN_INBOX') {
      if (scenario !== 'gmail address') return notOffered('an inbox button for an address of no known web mail');
      const open = button(r('welcome.openInbox').replace('{{provider}}', r('welcome.providers.gmail')));
      return { code: ["const inbox = page.context().waitForEvent('page');", `await ${open}.click();`, '// Gmail opens in a tab of its own.', 'await (await inbox).close();'] };
    }
    return needs(`the server must fail to mail the link again (${status(event)})`);
  },
  state: (value) => {
    if (value === 'idle') return visible(`page.getByRole('heading', { name: ${q(r('welcome.title'))} })`);
    if (value === 'noSession') return ["await page.waitForURL((url) => url.pathname === '/register');"];
    return null;
  },
};
