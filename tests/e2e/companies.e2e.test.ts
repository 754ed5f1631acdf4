import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PASSWORD } from './support/accounts';
import { newPage, useBrowser } from './support/browser';
import { latestLinkTo } from './support/mailbox';
import { signInWithCode, userWithTwoFactor } from './support/signedIn';
import { totpCode } from './support/totp';

describe('companies: create, delete, invite, leave', () => {
  const baseUrl = inject('baseUrl');
  const browser = useBrowser(beforeAll, afterAll);

  it('an admin creates two companies, deletes one by typing Delete, and invites a member who registers from the mail', async () => {
    const admin = await userWithTwoFactor(baseUrl, 'admin');
    const { context, page } = await newPage(browser(), baseUrl);
    await signInWithCode(page, admin);

    const suffix = Date.now().toString(36);
    const keep = `Acme ${suffix}`;
    const drop = `Temp ${suffix}`;
    await page.goto('/companies');
    for (const name of [keep, drop]) {
      await page.getByRole('button', { name: 'CREATE A NEW COMPANY' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Company name').fill(name);
      await dialog.getByLabel('Request description').fill('We answer our customers around the clock.');
      await dialog.getByRole('button', { name: 'CREATE COMPANY' }).click();
      await expect.poll(() => page.getByText(`Company ${name} has been created successfully.`).count()).toBe(1);
      await expect.poll(() => page.getByRole('heading', { name }).count()).toBe(1);
    }

    // Delete needs the word typed exactly.
    await page.getByRole('button', { name: `Delete ${drop}` }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByRole('textbox').fill('delete');
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await expect.poll(() => confirm.getByText('You should write "Delete" to be deleted.').count()).toBe(1);
    await confirm.getByRole('textbox').fill('Delete');
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await expect.poll(() => page.getByRole('heading', { name: drop }).count()).toBe(0);
    await expect.poll(() => page.getByRole('heading', { name: keep }).count()).toBe(1);

    // Invite a member from the company profile.
    await page
      .getByRole('heading', { name: keep })
      .locator('xpath=ancestor::*[.//button[normalize-space()="VIEW COMPANY"]][1]')
      .getByRole('button', { name: 'VIEW COMPANY' })
      .click();
    await page.waitForURL('**/company-profile?**');
    await page.getByRole('tab', { name: 'Members' }).click();
    const invitee = `member-${suffix}@example.test`;
    await page.getByRole('textbox', { name: 'E-mail' }).fill(invitee);
    await page.getByRole('button', { name: 'INVITE' }).click();
    await expect.poll(() => page.getByText(`An invitation has been sent to ${invitee}.`).count()).toBe(1);
    await context.close();

    // The invited person registers from the mail link: no e-mail field, then signs in and sees the company.
    const link = await latestLinkTo(baseUrl, invitee, '/register?tokeninv=');
    const second = await newPage(browser(), baseUrl);
    await second.page.goto(link);
    expect(await second.page.getByRole('textbox', { name: 'E-mail' }).count()).toBe(0);
    await second.page.getByLabel('Name', { exact: true }).fill('Mia');
    await second.page.getByLabel('Surname').fill('Member');
    await second.page.getByRole('textbox', { name: 'Password' }).fill(PASSWORD);
    await second.page.getByRole('button', { name: 'SIGN UP' }).click();
    await second.page.waitForURL((url) => url.pathname === '/login');
    await second.page.getByLabel('E-mail').fill(invitee);
    await second.page.getByRole('textbox', { name: 'Password' }).fill(PASSWORD);
    await second.page.getByRole('button', { name: 'LOGIN' }).click();
    await second.page.waitForURL('**/2fa/setup');
    const secret = (await second.page.locator('code.secret').innerText()).replace(/\s+/g, '');
    await second.page.getByLabel('Authentication Code').fill(totpCode(secret));
    await second.page.getByRole('button', { name: 'VERIFY' }).click();
    await second.page.getByRole('button', { name: 'NEXT' }).click();
    await second.page.getByRole('button', { name: 'DONE' }).click();
    await second.page.waitForURL((url) => url.pathname === '/guide');
    await second.page.goto('/companies');
    await expect.poll(() => second.page.getByRole('heading', { name: keep }).count()).toBe(1);

    // A member (not an admin) can leave, after confirming.
    await second.page.getByRole('button', { name: `Leave ${keep}` }).click();
    await second.page.getByRole('alertdialog').getByRole('button', { name: 'Yes' }).click();
    await expect.poll(() => second.page.getByRole('heading', { name: keep }).count()).toBe(0);
    await second.context.close();
  });
});
