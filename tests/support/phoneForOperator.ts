import { expect } from 'vitest';

/** A request from an address outside this machine, as a stranger on the network sends it. */
export const STRANGER = { headers: { 'x-forwarded-for': '203.0.113.9' } };

/** The sandbox's phone page at `url` shows the operator its message form and `heading`; a stranger gets 404 for it and for the chat at `chatPath`. */
export async function expectPhoneForOperatorOnly(url: string, heading: string, chatPath: string): Promise<void> {
  const page = await fetch(url);
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(html).toContain('<label for="text">Message</label>');
  expect(html).toContain(heading);
  expect((await fetch(url, STRANGER)).status).toBe(404);
  expect((await fetch(`${url}${chatPath}`, STRANGER)).status).toBe(404);
}
