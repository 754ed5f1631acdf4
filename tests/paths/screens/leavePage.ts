import { en, fill, gone, needs, notOffered, q, status, visible, type Screen } from './kit';

const l = (key: string) => en('leavePage', key);
const question = "page.getByRole('alertdialog')";
const answer = (key: string) => [`await ${question}.getByRole('button', { name: ${q(l(key))}, exact: true }).click();`];
const names = `page.getByRole('region', { name: ${q(en('profile', 'names.title'))}, exact: true })`;
const nameField = `${names}.getByLabel(${q(en('profile', 'names.name'))}, { exact: true })`;
/** The link the person follows away from the page: Companies in the side navigation. */
const away = `page.getByRole('navigation', { name: ${q(en('shell', 'nav.label'))} }).getByRole('link', { name: ${q(en('shell', 'nav.companies'))} })`;

/**
 * The leave-page question on /profile: the person changes their name without saving, then
 * follows Companies in the side navigation, which the page holds to ask. Save Changes saves the
 * name and goes on; a save the server refuses needs a name the page lets through and the server
 * does not.
 */
export const leavePage: Screen = {
  route: '/profile',
  signedIn: true,
  opening: () => [...visible(nameField), ...fill(nameField, 'Grace')],
  step: (event, _scenario, earlier = []) => {
    if (event.type === 'BLOCKED') {
      if (earlier.some((e) => e.type === 'DISCARD' || e.type === 'xstate.done.actor.save'))
        return notOffered('a second held navigation once the page is left (nothing unsaved is left)');
      return { code: [`await ${away}.click();`] };
    }
    if (event.type === 'CANCEL') return { code: answer('cancel') };
    if (event.type === 'DISCARD') return { code: answer('discard') };
    if (event.type === 'SAVE') return { code: answer('save') };
    if (event.type === 'xstate.done.actor.save') {
      return { code: ['// The server keeps the new name; the page goes on to Companies.', "await page.waitForURL((url) => url.pathname !== '/profile');", ...gone(question)] };
    }
    return needs(`a save the server refuses with ${status(event)} (the page offers Save Changes only for a name it accepts)`);
  },
  state: (value) => {
    // Idle is the page before the question and after a save alike: the steps check which.
    if (value === 'asking') return visible(`${question}.getByRole('heading', { name: ${q(l('title'))} })`);
    if (value === 'cancelled') return [...gone(question), ...visible(nameField), "expect(new URL(page.url()).pathname).toBe('/profile');"];
    if (value === 'discarding') return ["await page.waitForURL((url) => url.pathname !== '/profile');"];
    return null;
  },
};
