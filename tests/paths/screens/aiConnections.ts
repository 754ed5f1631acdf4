import type { AnyEventObject, StateValue } from 'xstate';
import { companyCall, en, fill, gone, needs, notOffered, q, status, uniqueSuffix, visible, type Screen, type ScreenStep } from './kit';

/**
 * The AI tab of the company profile: each test's person makes a company of their own through
 * the API (its ADMIN, with no AI connection yet) and opens its AI tab. A fresh company has no
 * rows, so the steps that need stored connections (the table, Edit GenAI, delete) or a save
 * the providers accept are skipped with what they need; the cards, the popup with its tabs,
 * types, fields, checks and deployments run on the page.
 */
const ai = (key: string) => en('aiConnections', key);
const popup = `page.getByRole('dialog', { name: ${q(ai('dialog.createTitle'))} })`;
const deployment = `page.getByRole('dialog', { name: ${q(ai('deployment.title'))} })`;
const tab = (key: string) => [`await ${popup}.getByRole('tab', { name: ${q(ai(`tabs.${key}`))}, exact: true }).click();`];
const popupButton = (name: string) => `${popup}.getByRole('button', { name: ${q(name)}, exact: true })`;
const deploymentField = (key: string) => `${deployment}.getByLabel(${q(ai(`deployments.fields.${key}`))}, { exact: true })`;
const groups: Record<string, string> = { generative: ai('deployments.groups.generative'), vectorSearch: ai('deployments.groups.vectorSearch') };

/** The labels a setting has on the forms of the kinds that have it (LUIS names some of its own). */
function settingLabels(name: string): string[] {
  const labels = [ai(`fields.${name}`)];
  for (const kind of ['luisCloud', 'luisOnPremise']) {
    try {
      labels.push(ai(`fields.${kind}.${name}`));
    } catch {
      // This kind names the setting as the others do.
    }
  }
  return [...new Set(labels)];
}

/** A setting of the open kind's form; a kind without it keeps the value unseen, as the popup does. */
function fillSettings(values: Record<string, unknown>): string[] {
  return Object.entries(values).flatMap(([name, value]) => {
    const pattern = `^(${settingLabels(name)
      .map((label) => label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('|')})$`;
    const field = `${popup}.getByRole('textbox', { name: new RegExp(${q(pattern)}) })`;
    return [...tab('CONFIGURATIONS'), `if (await ${field}.count()) {`, ...fill(field, value).map((line) => `  ${line}`), '}'];
  });
}

function modelFields(values: Record<string, unknown>): string[] {
  return Object.entries(values).flatMap(([name, value]) => {
    if (name === 'modelType') {
      return [
        `await ${deployment}.getByRole('button', { name: new RegExp(${q(ai('deployments.fields.modelType'))}) }).click();`,
        `await page.getByRole('option', { name: ${q(String(value))}, exact: true }).click();`,
      ];
    }
    return fill(deploymentField(name), value);
  });
}

function step(event: AnyEventObject): ScreenStep {
  const e = event as AnyEventObject & Record<string, unknown>;
  if (e.type === 'xstate.done.actor.loadConnections') {
    if (Array.isArray(e['output']) && e['output'].length === 0) return { code: ['// A new company has no AI connection: the cards are offered.'] };
    return needs('stored AI connections like the model rows (a LUIS app and a custom Generative AI the providers accept)');
  }
  if (e.type.startsWith('xstate.error.actor.loadConnections')) return needs(`the server must refuse the list with ${status(event)}`);
  if (e.type === 'CHOOSE_KIND') {
    const kind = String(e['kind']);
    let name: string;
    try {
      name = ai(`kinds.${kind}`);
    } catch {
      return notOffered(`a type named ${kind}`);
    }
    return { code: [`await page.getByRole('button', { name: ${q(ai('cards.selectKind').replace('{{kind}}', name))}, exact: true }).click();`] };
  }
  if (e.type === 'ADD_AI') return notOffered('Add AI (the tab shows it over a table of connections; a new company has the cards)');
  if (e.type === 'SET_TAB') return { code: tab(String(e['tab'])) };
  if (e.type === 'SET_KIND')
    return { code: [...tab('OVERVIEW'), `await ${popup}.getByRole('radiogroup').getByText(${q(ai(`kinds.${String(e['kind'])}`))}, { exact: true }).click();`] };
  if (e.type === 'SET_NAME') return { code: [...tab('CONFIGURATIONS'), ...fill(`${popup}.getByRole('textbox', { name: ${q(ai('dialog.name'))}, exact: true })`, e['value'])] };
  if (e.type === 'SET_FIELDS') return { code: fillSettings(e['values'] as Record<string, unknown>) };
  if (e.type === 'ADD_DEPLOYMENT') return { code: [...tab('DEPLOYMENTS'), `await ${popupButton(ai('deployments.add'))}.click();`] };
  if (e.type === 'EDIT_DEPLOYMENT' || e.type === 'REMOVE_DEPLOYMENT') {
    const key = e.type === 'EDIT_DEPLOYMENT' ? 'deployments.editRow' : 'deployments.removeRow';
    const name = ai(key)
      .replace('{{number}}', String(Number(e['index']) + 1))
      .replace('{{group}}', groups[String(e['group'])] ?? '');
    return { code: [...tab('DEPLOYMENTS'), `await ${popupButton(name)}.click();`] };
  }
  if (e.type === 'SET_MODEL_FIELDS') return { code: modelFields(e['values'] as Record<string, unknown>) };
  if (e.type === 'SAVE_DEPLOYMENT') return { code: [`await ${deployment}.getByRole('button', { name: ${q(ai('deployment.save'))}, exact: true }).click();`] };
  if (e.type === 'SAVE') return { code: [`await ${popupButton(ai('dialog.save'))}.click();`] };
  // Escape answers the top-most popup: the chooser, Edit deployment and the confirmation cancel; the AI & NLP Integration popup closes.
  if (e.type === 'CANCEL') return { code: ["await page.keyboard.press('Escape');"] };
  // Over Edit deployment the first Escape answers that popup (Cancel), the second closes the AI & NLP Integration popup.
  if (e.type === 'CLOSE') {
    return {
      code: [
        `const overDeployment = (await ${deployment}.count()) > 0;`,
        "await page.keyboard.press('Escape');",
        'if (overDeployment) {',
        `  await expect.poll(() => ${deployment}.count(), { timeout: 30_000 }).toBe(0);`,
        "  await page.keyboard.press('Escape');",
        '}',
      ],
    };
  }
  if (e.type === 'EDIT' || e.type === 'DELETE' || e.type === 'CONFIRM' || e.type === 'RETRY') return needs(`a stored AI connection to ${e.type.toLowerCase()} (the model's rows)`);
  if (e.type.startsWith('xstate.done.actor.saveConnection')) return needs('a connection the provider accepts, then the table of the model rows it reads again');
  if (e.type.startsWith('xstate.error.actor.saveConnection')) return needs(`the server must refuse the save with ${status(event)}`);
  if (e.type.includes('deleteConnection')) return needs(`a stored AI connection whose removal the server answers with ${status(event)}`);
  return needs(`no screen action for ${e.type}`);
}

/** Dotted name of a state value ('loaded.popup.form'). */
function dotted(value: StateValue): string {
  if (typeof value === 'string') return value;
  const [key, inner] = Object.entries(value)[0] ?? ['', ''];
  return inner ? `${key}.${dotted(inner as StateValue)}` : key;
}

function state(value: StateValue): string[] | null {
  const name = dotted(value);
  if (name === 'loaded.idle') return [...visible(`page.getByRole('heading', { name: ${q(ai('title'))}, exact: true })`), ...gone(popup)];
  if (name === 'loaded.popup.form') return [...visible(popup), ...gone(deployment)];
  if (name === 'loaded.popup.deployment') return visible(deployment);
  if (name === 'loaded.choosing') return visible(`page.getByRole('dialog', { name: ${q(ai('chooser.title'))} })`);
  if (name === 'loaded.confirmingDelete') return visible("page.getByRole('alertdialog')");
  if (name === 'failed') return visible(`page.getByRole('button', { name: ${q(ai('retry'))} })`);
  return null;
}

const token = { name: 'token', code: ['const token = await sessionToken(page);'] };
const companyId = {
  name: 'companyId',
  code: [`const { createCompany: { id: companyId } } = await ${companyCall('token', '`AI ${unique}`')};`],
};

export const aiConnections: Screen = {
  route: '/company-profile?id=<company>&initial=AI',
  signedIn: true,
  imports: [{ names: ['graphql', 'sessionToken'], from: 'tests/e2e/support/designer' }],
  prelude: [uniqueSuffix, token, companyId],
  linkOf: () => '`/company-profile?id=${companyId}&initial=AI`',
  unopened: (scenario) => (scenario.startsWith('a USER') ? "a second person who is a USER of the test's company (the test's person is its ADMIN)" : null),
  step,
  state,
};
