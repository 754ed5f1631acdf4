import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { newPage, useBrowser } from './support/browser';
import { faqAssistant, graphql, openDesigner, savedFlow, sessionToken, shot } from './support/designer';
import { signInWithCode, userWithTwoFactor } from './support/signedIn';

type Flow = { formatVersion: number; modules: Array<{ id: string; settings: Record<string, unknown> } & Record<string, unknown>> };

const V1_GREETING = 'Hi! I can answer the most common questions.';
const V2_GREETING = 'Welcome back! Ask me anything about your order.';

/** The first words a visitor of the web chat gets: what the assistant's published version says. */
async function visitorGreeting(baseUrl: string, channelId: string): Promise<string> {
  const answer = await fetch(`${baseUrl}/microwebchat/v1/channels/${channelId}/conversations`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
  const body = (await answer.json()) as { messages: Array<{ content: { text?: string } }> };
  return body.messages[0]?.content.text ?? '';
}

const toolbar = (page: Page) => page.getByRole('toolbar', { name: 'Designer tools' });

describe('publishing from the designer', () => {
  const baseUrl = inject('baseUrl');
  const browser = useBrowser(beforeAll, afterAll);

  it('publishes the draft, shows which version is live, rolls back from the history, and the test chat runs the draft or the published version', async () => {
    const user = await userWithTwoFactor(baseUrl, 'publish');
    const { context, page } = await newPage(browser(), baseUrl);
    await signInWithCode(page, user);
    const token = await sessionToken(page);
    const { companyId, botId, moduleCount } = await faqAssistant(baseUrl, token);
    const { bots } = await graphql<{ bots: Array<{ id: string; webChatChannelId: string | null }> }>(
      baseUrl,
      token,
      'query ($c: ID) { bots(companyId: $c) { id webChatChannelId } }',
      { c: companyId },
      companyId,
    );
    const channelId = bots.find((b) => b.id === botId)?.webChatChannelId ?? '';
    expect(channelId).not.toBe('');

    // A new assistant answers at once: its first version is live. Then a v2 is saved with a new greeting.
    const flow = await savedFlow<Flow>(baseUrl, token, botId, companyId);
    const changed = { ...flow, modules: flow.modules.map((m) => (m.id === 'welcome' ? { ...m, settings: { ...m.settings, payloads: [V2_GREETING] } } : m)) };
    await graphql(baseUrl, token, 'mutation ($botId: ID!, $flow: String!) { saveVersion(botId: $botId, flow: $flow) { id } }', { botId, flow: JSON.stringify(changed) }, companyId);
    expect(await visitorGreeting(baseUrl, channelId)).toBe(V1_GREETING);

    // The designer opens the newest version (the draft): v1 is live, the draft is ahead of it.
    await openDesigner(page, botId, companyId, moduleCount);
    await toolbar(page).getByText('Live: v1').waitFor();
    await toolbar(page).getByText('Unpublished changes').waitFor();
    await shot(page, 'publish-draft-ahead');

    // Publish asks first; then v2 is live and every channel answers with it.
    await toolbar(page).getByRole('button', { name: 'Publish', exact: true }).click();
    const question = page.getByRole('alertdialog', { name: 'Publish v2?' });
    await question.waitFor();
    await question.getByRole('button', { name: 'Publish', exact: true }).click();
    await toolbar(page).getByText('Live: v2').waitFor();
    await page.getByText('v2 is live now: every channel answers with it.').waitFor();
    expect(await toolbar(page).getByText('Unpublished changes').count()).toBe(0);
    expect(await toolbar(page).getByRole('button', { name: 'Publish', exact: true }).isDisabled()).toBe(true);
    await shot(page, 'publish-live');
    expect(await visitorGreeting(baseUrl, channelId)).toBe(V2_GREETING);

    // The history: who published what; roll back to v1 (asked first).
    await toolbar(page).getByRole('button', { name: 'Publish history' }).click();
    const history = page.getByRole('dialog', { name: 'Publish history' });
    await history.waitFor();
    expect(await history.getByRole('rowheader').allInnerTexts()).toEqual(['v2', 'v1']);
    expect(await history.getByRole('row').nth(1).innerText()).toContain('Published');
    expect(await history.getByRole('row').nth(2).innerText()).toContain('Published with the new assistant');
    await shot(page, 'publish-history');
    await history.getByRole('button', { name: 'Roll back to v1' }).click();
    const rollback = page.getByRole('alertdialog', { name: 'Roll back to v1?' });
    await rollback.getByRole('button', { name: 'Roll back' }).click();
    await page.getByText('Rolled back: v1 is live again.').waitFor();
    await expect.poll(() => page.getByRole('dialog', { name: 'Publish history' }).getByRole('rowheader').allInnerTexts()).toEqual(['v1', 'v2', 'v1']);
    await page.getByRole('dialog', { name: 'Publish history' }).getByRole('button', { name: 'Close' }).click();
    await toolbar(page).getByText('Live: v1').waitFor();
    await toolbar(page).getByText('Unpublished changes').waitFor();
    expect(await visitorGreeting(baseUrl, channelId)).toBe(V1_GREETING);

    // The Test button opens the draft in a new tab; the page switches to the published version.
    const [chat] = await Promise.all([context.waitForEvent('page'), toolbar(page).getByRole('button', { name: 'Test', exact: true }).click()]);
    await chat.waitForURL((url) => url.pathname === '/chatbot-test' && url.searchParams.get('version') === 'draft');
    await chat.getByRole('log').getByText(V2_GREETING).waitFor();
    await chat.getByText('You are testing the draft').waitFor();
    await shot(chat, 'publish-test-draft');
    await chat.getByRole('radiogroup', { name: 'Version to test' }).getByText('Published (live)').click();
    await chat.getByRole('log').getByText(V1_GREETING).waitFor();
    expect(await chat.getByRole('log').getByText(V2_GREETING).count()).toBe(0);
    await context.close();
  });
});
