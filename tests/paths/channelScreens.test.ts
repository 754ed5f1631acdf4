import { describe, expect, it } from 'vitest';
import { renderPaths } from './pathFormats';
import { screens } from './screens';
import { webChatStored } from './models/webChat.model';
import { done, failed, httpFailure } from './models/fixtures';

const root = process.cwd();
const spec = (machine: string) => renderPaths({ machine, format: 'playwright', out: `tests/e2e/generated/${machine}.e2e.test.ts` }, root);
/** Each test of a spec: its title and its body. */
const testsOf = (text: string) => text.split(/^ {2}it(?:\.skip)?\(/m).slice(1);
const titled = (text: string, scenario: string) => testsOf(text).filter((test) => test.slice(0, 300).includes(`[${scenario}]`));

describe('the web chat form on the company profile', () => {
  const webChat = spec('webChat');

  it("opens an update scenario's own channel, made through the API with the model's stored properties, by a link to its form", () => {
    const tests = titled(webChat, 'edit the design and callout of a web chat');
    expect(tests.length).toBeGreaterThan(0);
    for (const test of tests) {
      expect(test).toContain(`type: 'webChat', botId: assistant.id, properties: JSON.stringify(${JSON.stringify(webChatStored)})`);
      expect(test.indexOf('const channel1 = ')).toBeLessThan(test.indexOf('await page.goto(`/company-profile?id=${companyId}&initial=CHANNELS&channel=${channel1}`);'));
      expect(test).not.toContain('const channel2 = ');
    }
  });

  it('connects a new web chat from the CHANNELS tab with the Add button and the assistant made through the API', () => {
    const tests = titled(webChat, 'connect a web chat');
    for (const test of tests) {
      expect(test).toContain('await page.goto(`/company-profile?id=${companyId}&initial=CHANNELS`);');
      expect(test).toContain(`await page.getByRole('button', { name: "Add Web chat", exact: true }).click();`);
    }
    expect(tests.join('\n')).toContain(`await page.getByRole('option', { name: assistant.name, exact: true }).click();`);
  });

  it('picks images of the size and shape the model names, and says why a refusal by the server cannot be had', () => {
    expect(webChat).toContain("import { chooseImage, openImageChooser } from '../../paths/screens/imageFiles';");
    expect(webChat).toContain(`await chooseImage(page, { bytes: ${20 * 1024 * 1024 + 1}, width: 400, height: 300 });`);
    expect(webChat).toContain(`await page.getByRole('dialog').getByRole('alert').getByText("File size exceeds the maximum limit of 20 MB.")`);
    expect(webChat).toMatch(
      /it\.skip\("[^"]*step \d+ \(xstate\.error\.actor\.uploadImage\) needs server setup: the server must refuse an image the console let through \(HTTP 400\)"/,
    );
  });
});

describe('the web messenger form', () => {
  it('says which display style the form cannot choose, and saves from the SETTINGS tab', () => {
    const screen = screens.webMessenger!;
    expect(screen.step({ type: 'FIELD_CHANGED', field: 'displayStyle', value: 'popup' }, 'edit the settings, texts and features of a web messenger')).toEqual({
      skip: "not offered on the screen: Display style offers Button, Tab; the model's popup is none of them",
    });
    const save = screen.step({ type: 'SAVE' }, 'edit the settings, texts and features of a web messenger');
    expect('code' in save && save.code).toEqual([
      `await page.getByRole('dialog').getByRole('tab', { name: "SETTINGS", exact: true }).click();`,
      `await page.getByRole('dialog').getByRole('tabpanel').getByRole('button', { name: "SAVE", exact: true }).click();`,
    ]);
    const connect = screen.step({ type: 'SAVE' }, 'connect a web messenger');
    expect('code' in connect && connect.code).toEqual([`await page.getByRole('dialog').getByRole('button', { name: "Connect", exact: true }).click();`]);
  });
});

describe('the WhatsApp Cloud API key popup', () => {
  it("connects each test's channel to the developer sandbox, then opens the popup from the channel's form", () => {
    for (const test of testsOf(spec('cloudApiKey'))) {
      const order = ["await page.goto('/sandbox/whatsapp');", 'const channel = ', 'await page.goto(`/company-profile', '"Manage the API key"'].map((line) => test.indexOf(line));
      expect(order.every((at) => at > 0)).toBe(true);
      expect([...order].sort((a, b) => a - b)).toEqual(order);
    }
  });

  it('drives the answer the server gives and names the refusals it does not', () => {
    const screen = screens.cloudApiKey!;
    expect(screen.step(done('setCloudApiKey', { success: true }), 'replace the Cloud API key')).toEqual({ code: ["// The server keeps the channel's new key; the popup closes."] });
    expect(screen.step(failed('setCloudApiKey', httpFailure(408)), 'replace the Cloud API key')).toEqual({
      skip: 'needs server setup: the server must refuse the key with HTTP 408',
    });
  });
});

describe('the suite form', () => {
  const suite = spec('suiteConnect');

  it('logs in to the sandbox suite as an agent of its own, with the captcha read off its picture and a pool id of its own', () => {
    // The paths that log in (a connect scenario's may all be folded into longer ones of another scenario).
    const tests = testsOf(suite).filter((test) => test.includes('captchaShown('));
    expect(tests.length).toBeGreaterThan(0);
    expect(suite).toMatch(/^import \{ captchaShown, suiteChannelOf \} from '\.\.\/\.\.\/paths\/screens\/suiteSandbox';$/m);
    expect(suite).toMatch(/^import \{ poolTakenAway, sandboxAgent, suiteFails \} from '\.\.\/\.\.\/paths\/screens\/suiteSandboxControl';$/m);
    expect(tests.join('\n')).toContain('.fill(await captchaShown(page, "Captcha: type the characters shown"));');
    expect(tests.join('\n')).toContain('const agent = await sandboxAgent(baseUrl, unique);');
    expect(tests.join('\n')).toContain('.fill(` ${agent.username} `);');
    expect(tests.join('\n')).toContain('.fill(`P-2001-${agent.suffix}`);');
  });

  it('makes every failure of the model really happen: no path is skipped', () => {
    expect(testsOf(suite).length).toBeGreaterThan(0);
    expect(suite).not.toMatch(/^ {2}it\.skip\(/m);
    const failing = titled(suite, 'the suite or the console fails').join('\n');
    expect(failing).toContain("await loseConnectionOnce(page, 'AssistantsBots');");
    expect(failing).toContain("await suiteFails(baseUrl, { call: 'login', status: 404, username: agent.username });");
    expect(failing).toContain('await poolTakenAway(baseUrl, agent.username, `P-2001-${agent.suffix}`);');
    expect(titled(suite, 'the suite fails the pools, then the person loses the company').join('\n')).toContain('await removedByAnotherAdmin(baseUrl, token, companyId);');
  });

  it('types what the sandbox refuses and expects the spec text of the refusal', () => {
    const screen = screens.suiteConnect!;
    const refused = screen.step(failed('suiteLogin', httpFailure(401)), 'a wrong password');
    expect('code' in refused && refused.code.at(-1)).toBe(
      `await page.getByRole('dialog').getByText("The account username or password is invalid").first().waitFor({ state: 'visible' });`,
    );
    expect(screen.step(failed('suiteLogin', httpFailure(401)), 'connect the cloud suite')).toEqual({ skip: 'needs server setup: the suite must answer with HTTP 401' });
    const pool = screen.step({ type: 'FIELD_CHANGED', field: 'suitePoolId', value: 'P-2002' }, 'a pool already integrated');
    expect('code' in pool && pool.code).toEqual([
      `await page.getByRole('dialog').getByLabel("Suite pool id", { exact: true }).fill('');`,
      `await page.getByRole('dialog').getByLabel("Suite pool id", { exact: true }).fill(integrated);`,
    ]);
  });

  it('chooses the handover pool on a suite channel the test logged in through the console, opened by its link', () => {
    for (const test of titled(suite, 'choose the handover pool')) {
      expect(test).toContain('const channel = await suiteChannelOf(baseUrl, token, { companyId, botId: assistant.id }, agent.username, `P-2001-${agent.suffix}`);');
      expect(test).toContain('await page.goto(`/company-profile?id=${companyId}&initial=CHANNELS&channel=${channel}`);');
    }
  });
});
