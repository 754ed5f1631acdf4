import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AnyEventObject, StateValue } from 'xstate';
import { isValidName } from '../../../machines/shared/nameRules';

/**
 * How a generated browser spec drives one step: the code that performs it on the page,
 * or why the screen cannot get there on a freshly started server (the test is then
 * written as `it.skip` with that reason; no answer is faked). `arrange` is code that sets
 * up the world before the page opens for an outcome the step only observes (a sandbox
 * told to fail its next call, a request of the page that loses its connection).
 */
export type ScreenStep = { code: string[]; arrange?: string[] } | { skip: string };

/** A machine's screen: where it lives and how its events and states look there. */
export type Screen = {
  /** The route that starts the machine with the model's scenario input. */
  route: string;
  /** A prelude value holding the address to open instead of the route (a mailed link). */
  open?: string;
  /** The address that starts a scenario, where scenarios differ only in the address (a query parameter). */
  routeOf?: (scenario: string) => string;
  /** Code of the address that starts a scenario, built from prelude values (a link to what the prelude made). */
  linkOf?: (scenario: string) => string;
  /** What a person does once the address is open to bring the machine up (the button that opens a form or a popup). */
  opening?: (scenario: string) => string[];
  /**
   * Code for one event of the model (user events and the answers of the machine's actors) in a
   * path of the scenario; `earlier` are the path's events before it (what the page and the server
   * hold by then), none when not given; `later` are the path's events after it (the answer a
   * typed value is meant to get: a code the server accepts or one it refuses).
   */
  step: (event: AnyEventObject, scenario: string, earlier?: readonly AnyEventObject[], later?: readonly AnyEventObject[]) => ScreenStep;
  /** Code that waits until the screen shows the state; null where the state is too short-lived to observe. */
  state: (value: StateValue) => string[] | null;
  /**
   * The screen is behind sign-in: each test first makes its own confirmed account with
   * two-factor set up (through the public API and the developer mailbox) and signs in
   * through the login and code screens, so paths never share an account.
   */
  signedIn?: boolean;
  /**
   * Values the steps of a test use, set up before the route opens (in this order; one may
   * use an earlier one); each is written only into tests that use it.
   */
  prelude?: Array<{ name: string; code: string[] }>;
  /** Why the route cannot start a scenario of the model (its input needs a link of its own); null when it can. */
  unopened?: (scenario: string) => string | null;
  /** What the prelude imports from the project's test support (path from the project root). */
  imports?: Array<{ names: string[]; from: string }>;
};

const locales = new Map<string, Record<string, unknown>>();

/** The English text of a locale key (locales/en/<ns>.json): locators use the words a user sees. */
export function en(namespace: string, key: string): string {
  if (!locales.has(namespace)) {
    const file = join(import.meta.dirname, '../../../locales/en', `${namespace}.json`);
    locales.set(namespace, JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>);
  }
  const found = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], locales.get(namespace));
  if (typeof found !== 'string') throw new Error(`locales/en/${namespace}.json has no text "${key}"`);
  return found;
}

export const q = (text: string) => JSON.stringify(text);
export const label = (text: string) => `page.getByLabel(${q(text)}, { exact: true })`;
export const textbox = (text: string) => `page.getByRole('textbox', { name: ${q(text)}, exact: true })`;
export const button = (text: string) => `page.getByRole('button', { name: ${q(text)}, exact: true })`;
export const visible = (locator: string) => [`await ${locator}.first().waitFor({ state: 'visible' });`];
/** Waits as long as Playwright's own waitFor does (expect.poll alone gives up after a second). */
export const gone = (locator: string) => [`await expect.poll(() => ${locator}.count(), { timeout: 30_000 }).toBe(0);`];
/** Clear first: a field filled with the value it already holds sends no change at all. */
export const fill = (locator: string, value: unknown) => [`await ${locator}.fill('');`, `await ${locator}.fill(${q(String(value))});`];
export const outcome = (type: string, actor: string) => type.startsWith(`xstate.done.actor.${actor}`) || type.startsWith(`xstate.error.actor.${actor}`);
export const status = (event: AnyEventObject) => {
  const error = (event as { error?: { kind?: string; status?: number } }).error;
  return error?.kind === 'network' ? 'a network failure' : `HTTP ${error?.status}`;
};
export const needs = (what: string) => ({ skip: `needs server setup: ${what}` });
/** A step the screen offers no way to take (the model sends a value no control of the page can give). */
export const notOffered = (what: string) => ({ skip: `not offered on the screen: ${what}` });
/** Text placed inside a template literal of the generated code. */
export const inTemplate = (text: string) => text.replace(/[`\\$]/g, '\\$&');
/**
 * Types a company name. Names are unique on a server, so a valid name gets the test's own
 * suffix; a name the rules refuse is typed as it is (the suffix would make it valid).
 */
export function fillCompanyName(field: string, value: unknown): string[] {
  const name = String(value);
  if (!isValidName(name)) return fill(field, name);
  return [`await ${field}.fill('');`, `await ${field}.fill(\`${inTemplate(name.trim())} \${unique}\`);`];
}
/** A suffix of the test's own, for values a server keeps unique. */
export const uniqueSuffix = { name: 'unique', code: ['const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;'] };

/**
 * Generated code: the call that makes a company of the signed-in person (its ADMIN) through the
 * API, named by the code `name`, with the session `token` (code too); it answers `createCompany: { id }`.
 */
export const companyCall = (token: string, name: string) =>
  `graphql<{ createCompany: { id: string } }>(baseUrl, ${token}, 'mutation ($name: String!, $country: String!) { createCompany(name: $name, country: $country) { id } }', { name: ${name}, country: 'TURKEY' })`;

/**
 * A prelude value: a company of the signed-in person's own (`company`, its ADMIN), with each
 * record posted to a company-scoped REST path of the console (its secrets, its tokens).
 */
export function ownCompanyWith(path: string, records: readonly object[]) {
  return {
    name: 'company',
    code: [
      'const token = await sessionToken(page);',
      `const { createCompany: company } = await ${companyCall('token', '`Acme ${unique}`')};`,
      ...records.map(
        (record) =>
          `await fetch(\`\${baseUrl}${path}?companyId=\${company.id}\`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: \`Bearer \${token}\` }, body: ${q(JSON.stringify(record))} });`,
      ),
    ],
  };
}
