import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { machineCatalogue } from './catalogue';
import { parsePathsArgs, renderPaths } from './pathFormats';
import { planFor } from './paths';
import { planPathList } from './plan';
import { browserPaths, playwrightSpec, usesName } from './playwrightSpec';
import { measureCoverage } from './coverage';
import { screens } from './screens';
import { done, failed, httpFailure } from './models/fixtures';
import { graphqlMessages } from '../../services/contracts/graphqlMessages';

const root = process.cwd();

describe('npm run paths arguments', () => {
  it('reads the machine, the format and the output file', () => {
    expect(parsePathsArgs(['login'])).toEqual({ machine: 'login', format: 'text' });
    expect(parsePathsArgs(['login', '--format', 'vitest', '--out', 'x/login.paths.test.ts'])).toEqual({ machine: 'login', format: 'vitest', out: 'x/login.paths.test.ts' });
  });
  it('names each mistake', () => {
    expect(() => parsePathsArgs(['login', '--format', 'cypress'])).toThrow('unknown format "cypress"; formats: text, vitest, playwright');
    expect(() => parsePathsArgs(['login', '--format'])).toThrow('--format needs a value');
    expect(() => parsePathsArgs(['login', '--fast', 'yes'])).toThrow('unknown argument "--fast"');
    expect(() => parsePathsArgs(['login', '--format', 'vitest', '--out', 'a.ts'])).toThrow('must end in .test.ts');
    expect(() => parsePathsArgs(['login', '--format', 'playwright', '--out', 'a.test.ts'])).toThrow('must end in .e2e.test.ts');
    expect(() => renderPaths({ machine: 'nope', format: 'text' }, root)).toThrow('unknown machine "nope"');
  });
  it('refuses a browser spec for a machine without a screen of its own', () => {
    expect(() => playwrightSpec(planFor('designer'), 'tests/e2e/designer.e2e.test.ts', root)).toThrow(
      `designer has no screen a browser spec can open; machines with one: ${Object.keys(screens).join(', ')}`,
    );
    expect(Object.keys(screens)).toContain('login');
  });
});

describe('a browser spec', () => {
  it('drives the forgot-password screen with role-based locators and skips what needs server setup', () => {
    const spec = renderPaths({ machine: 'forgotPassword', format: 'playwright', out: 'tests/e2e/generated/forgot.e2e.test.ts' }, root);
    expect(spec).toContain("import { newPage, useBrowser } from '../support/browser';");
    expect(spec).toContain('await page.goto("/forget");');
    expect(spec).toContain('await page.getByLabel("E-mail", { exact: true }).fill("ada@example.com");');
    expect(spec).toContain(`await page.getByRole('button', { name: "Continue", exact: true }).click();`);
    expect(spec).toContain(
      'it.skip("transition cover 2 of 3, ends in editing [forgot password]: step 4 (xstate.error.actor.forgot) needs server setup: the server must answer POST /auth/forgot with HTTP 500"',
    );
    const tests = spec.match(/^ {2}it(\.skip)?\(/gm) ?? [];
    const leftOut = spec.match(/^ {2}\/\/ - /gm) ?? [];
    expect(leftOut.length).toBeGreaterThan(0);
    expect(tests.length + leftOut.length).toBe(planPathList(planFor('forgotPassword')).length);
  });
});

describe('the paths a browser spec runs', () => {
  // One test a screen: each takes a second or more, and the screens keep growing.
  let leftOut = 0;
  for (const [name, screen] of Object.entries(screens)) {
    it(`leave out only paths whose states and transitions the running ones take: ${name}`, () => {
      const plan = planFor(name as keyof typeof machineCatalogue);
      const { all, written, folded } = browserPaths(plan, screen);
      const runnable = all.filter((w) => !w.skip);
      const running = written.filter((w) => !w.skip);
      const taken = (paths: typeof all) => {
        const coverage = measureCoverage(
          plan.entry.machine,
          paths.map((w) => w.path),
        );
        return [...coverage.states.reached, ...coverage.transitions.taken].sort();
      };
      expect(taken(running)).toEqual(taken(runnable));
      expect(written.length + folded.length).toBe(all.length);
      leftOut += folded.length;
    });
  }
  it('leave some paths out on the screens together', () => {
    expect(leftOut).toBeGreaterThan(0);
  });
});

describe('a browser spec of a screen behind sign-in', () => {
  it('signs each test in with its own account and keeps company names unique, but types a name the rules refuse as it is', () => {
    const spec = renderPaths({ machine: 'companyCreate', format: 'playwright', out: 'tests/e2e/generated/company.e2e.test.ts' }, root);
    expect(spec).toContain("import { signInThroughApi, userWithTwoFactor } from '../support/signedIn';");
    const tests = spec.split(/^ {2}it(?:\.skip)?\(/m).slice(1);
    expect(tests.length + (spec.match(/^ {2}\/\/ - /gm) ?? []).length).toBe(planPathList(planFor('companyCreate')).length);
    for (const test of tests) expect(test.indexOf('await signInThroughApi(page, baseUrl, user);')).toBeLessThan(test.indexOf('await page.goto("/companies");'));
    expect(spec).toContain('.fill(`Acme ${unique}`);');
    expect(spec).not.toContain('.fill("Acme ")');
    const typedA = tests.find((test) => test.includes('NAME_CHANGED {"value":"A"}'));
    expect(typedA).toContain('.fill("A");');
    // Only tests that name a company make the suffix.
    for (const test of tests) expect(test.includes('const unique')).toBe(test.includes('${unique}'));
  });
});

describe('what a generated test sets up', () => {
  it('counts a name used in code, not in a comment or a plain string', () => {
    expect(usesName("await page.getByRole('button', { name: `Delete ${company}` }).click();", 'company')).toBe(true);
    expect(usesName("await graphql(baseUrl, token, 'mutation', { name: company });", 'company')).toBe(true);
    expect(usesName('await page.getByRole(\'heading\', { name: "Delete company" }).count();', 'company')).toBe(false);
    expect(usesName("await page.getByText('the company is gone');", 'company')).toBe(false);
    expect(usesName('// 2. OPEN {"company":{"id":"c1"}}', 'company')).toBe(false);
    expect(usesName('const companyName = 1;', 'company')).toBe(false);
  });

  it('makes the company a delete test needs only in tests that open it, with what that needs imported', () => {
    const spec = renderPaths({ machine: 'companyDelete', format: 'playwright', out: 'tests/e2e/generated/delete.e2e.test.ts' }, root);
    expect(spec).toContain("import { graphql, sessionToken } from '../support/designer';");
    const tests = spec.split(/^ {2}it(?:\.skip)?\(/m).slice(1);
    for (const test of tests) {
      const opens = test.includes("await page.getByRole('button', { name: `Delete ${company}`, exact: true }).click();");
      expect(test.includes('createCompany(name: $name')).toBe(opens);
      expect(test.includes('const unique')).toBe(opens);
    }
    expect(tests.filter((test) => test.includes('createCompany(name: $name')).length).toBeGreaterThan(0);
  });
});

describe('a browser spec that opens a mailed link', () => {
  it('asks for the reset link through the API and opens it instead of the route', () => {
    const spec = renderPaths({ machine: 'resetPassword', format: 'playwright', out: 'tests/e2e/generated/reset.e2e.test.ts' }, root);
    expect(spec).toContain("import { confirmedUser } from '../support/accounts';");
    expect(spec).toContain("import { latestLinkTo } from '../support/mailbox';");
    expect(spec).not.toContain('await page.goto("/reset/:token");');
    const tests = spec.split(/^ {2}it(?:\.skip)?\(/m).slice(1);
    for (const test of tests) expect(test.indexOf("const link = await latestLinkTo(baseUrl, account.email, '/reset/');")).toBeLessThan(test.indexOf('await page.goto(link);'));
    expect(spec).toContain("await page.waitForURL((url) => url.pathname === '/login');");
  });
});

describe('the sign-up page', () => {
  it('signs up a fresh address in each test and skips the invitation scenarios the bare route cannot open', () => {
    const spec = renderPaths({ machine: 'register', format: 'playwright', out: 'tests/e2e/generated/register.e2e.test.ts' }, root);
    const tests = spec.split(/^ {2}it(?:\.skip)?\(/m).slice(1);
    const invitations = tests.filter((test) => test.startsWith('"') && /\[invitation as (Agent|USER)\]/.test(test.slice(0, 200)));
    expect(invitations.length).toBeGreaterThan(0);
    for (const test of invitations) {
      expect(test).toContain('step 1 (xstate.init) needs server setup: an invitation link');
      expect(test).not.toMatch(/^\s+await page\.getBy/m);
    }
    expect(spec).toContain('.fill(`ada-${unique}@example.com`);');
    const invalid = screens.register!.step({ type: 'EMAIL_CHANGED', value: 'ada@example' }, 'sign up');
    expect('code' in invalid && invalid.code.at(-1)).toBe('await page.getByLabel("E-mail", { exact: true }).fill("ada@example");');
    expect(spec).toMatch(/it\("[^"]*welcome \[sign up\]"/);
  });
});

describe('the onboarding guide', () => {
  it('opens each scenario at its own address and stops before the assistant wizard', () => {
    const spec = renderPaths({ machine: 'guide', format: 'playwright', out: 'tests/e2e/generated/guide.e2e.test.ts' }, root);
    const tests = spec.split(/^ {2}it(?:\.skip)?\(/m).slice(1);
    for (const test of tests.filter((t) => t.slice(0, 200).includes('[first login]'))) expect(test).toContain('await page.goto("/guide?firstLogin=true");');
    expect(spec).toContain('await page.getByRole(\'option\', { name: "2-10 employees", exact: true }).click();');
    expect(spec).toContain('.fill(`Acme ${unique}`);');
    expect(spec).toMatch(/it\.skip\("shortest path to guide\.done \[first login\]: step \d+ \(ASSISTANT_CREATED\) needs server setup: an assistant made in the assistant wizard/);
    expect(spec).toMatch(/it\("shortest path to guide\.chatbot \[first login\]"/);
  });
});

describe('the leave confirmation on its screen', () => {
  it('expects the real refusal for the only ADMIN, and names the setup a leaving member needs', () => {
    const leave = screens.companyLeave!;
    const refused = leave.step(failed('leaveCompany', httpFailure(409)), 'leave a company');
    expect('code' in refused && refused.code.join('\n')).toContain(graphqlMessages.lastAdminLeave);
    expect(leave.step(done('leaveCompany', { success: true }), 'leave a company')).toEqual({
      skip: "needs server setup: a second member to be the one who leaves (the test's person is the only ADMIN)",
    });
    expect(leave.step(failed('leaveCompany', httpFailure(500)), 'leave a company')).toEqual({ skip: 'needs server setup: the server must refuse leaving with HTTP 500' });
  });
});

describe('generated machine-level tests run green against the current machines', () => {
  const dir = join(root, 'tests/generated', `tmp-${process.pid}-${Date.now()}`);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('every machine of the catalogue: its generated vitest file passes', () => {
    mkdirSync(dir, { recursive: true });
    const names = Object.keys(machineCatalogue);
    let expected = 0;
    for (const name of names) {
      const file = join(dir, `${name}.paths.test.ts`);
      writeFileSync(file, renderPaths({ machine: name, format: 'vitest', out: file }, root));
      expected += planPathList(planFor(name)).length;
    }
    // The generated files import pure machines and models: one module cache for all of them
    // (isolate: false) runs them in a quarter of the time of a fresh one per file.
    writeFileSync(
      join(dir, 'vitest.config.ts'),
      `export default { test: { include: ['${dir.slice(root.length + 1)}/*.paths.test.ts'], environment: 'node', pool: 'forks', isolate: false } };\n`,
    );
    const report = join(dir, 'report.json');
    const run = spawnSync('npx', ['vitest', 'run', '--root', root, '--config', join(dir, 'vitest.config.ts'), '--reporter=json', `--outputFile=${report}`], {
      encoding: 'utf8',
      cwd: root,
    });
    const result = JSON.parse(readFileSync(report, 'utf8')) as { numPassedTests: number; numFailedTests: number; numTotalTestSuites: number };
    expect({ failed: result.numFailedTests, passed: result.numPassedTests }, run.stdout.slice(-4000) + run.stderr.slice(-2000)).toEqual({ failed: 0, passed: expected });
  }, 240_000);
});

describe('the secret manager on its screen', () => {
  const manager = screens.secretManager!;
  const scenario = "an ADMIN or a USER opens the company's secrets";
  const created = done('createSecret', { id: 's3', name: 'TAX_TOKEN' });
  const taken = failed('createSecret', httpFailure(400, { message: 'The company already has a secret with this name.' }));

  it('expects the server to refuse a name the company already has, in any case, and to keep a free one', () => {
    const typed = (name: string) => [{ type: 'ADD' }, { type: 'NAME_CHANGED', value: name }, { type: 'SUBMIT' }];
    const refused = manager.step(taken, scenario, typed('mail_password'));
    expect('code' in refused && refused.code.join('\n')).toContain('The company already has a secret with this name.');
    expect(manager.step(created, scenario, typed('mail_password'))).toEqual({
      skip: 'not offered on the screen: a success for the name mail_password, which the company already has (the server refuses it)',
    });
    const kept = manager.step(created, scenario, typed('TAX_TOKEN'));
    expect('code' in kept && kept.code.join('\n')).toContain('Secret TAX_TOKEN added.');
    expect(manager.step(taken, scenario, typed('TAX_TOKEN'))).toEqual({
      skip: 'needs server setup: the server must refuse the name TAX_TOKEN with HTTP 400 (no other secret of the company has it)',
    });
  });

  it('follows what the path did: a secret added once is taken the next time, a renamed one is found by its new name', () => {
    const twice = [
      { type: 'ADD' },
      { type: 'NAME_CHANGED', value: 'TAX_TOKEN' },
      { type: 'SUBMIT' },
      created,
      { type: 'ADD' },
      { type: 'NAME_CHANGED', value: 'tax_token' },
      { type: 'SUBMIT' },
    ];
    expect('code' in manager.step(taken, scenario, twice)).toBe(true);
    const renamed = [{ type: 'EDIT', id: 's1' }, { type: 'NAME_CHANGED', value: 'STORE_API_KEY' }, { type: 'SUBMIT' }, done('describeSecret', { id: 's1' })];
    const replace = manager.step({ type: 'REPLACE', id: 's1' }, scenario, renamed);
    expect('code' in replace && replace.code.join('\n')).toContain('Replace the value of STORE_API_KEY');
    // Keeping its own name is no clash.
    const ownName = [{ type: 'EDIT', id: 's1' }, { type: 'SUBMIT' }];
    expect('code' in manager.step(done('describeSecret', { id: 's1' }), scenario, ownName)).toBe(true);
  });
});
