import { RELEASE_FILE } from '../../../services/contracts/release';
import { runningRelease } from '../models/releaseCheck.model';
import { en, needs, q, status, visible, type Screen } from './kit';

const r = (key: string) => en('release', key);
const statusText = (key: string) => visible(`page.getByRole('status').getByText(${q(r(key))})`);
const button = (key: string) => `page.getByRole('button', { name: ${q(r(key))}, exact: true })`;

/**
 * /updateVersion of a signed-in person: the server serves the release the page was built from,
 * which stands for the model's running one. A newer release needs the console built and served
 * again while the page is open; a refused read a failing server; a lost read is the browser's.
 */
export const releaseCheck: Screen = {
  route: '/updateVersion',
  signedIn: true,
  imports: [{ names: ['loseRequestOnce'], from: 'tests/e2e/support/network' }],
  step: (event) => {
    if (event.type === 'xstate.done.actor.availableRelease') {
      if ((event['output'] as { releaseId: string }).releaseId !== runningRelease) return needs('a newer release of the console built and served while the page is open');
      return { code: ['// The server serves the release the page runs.'] };
    }
    if (event.type === 'xstate.error.actor.availableRelease' && status(event) === 'a network failure') {
      return {
        code: [
          '// Reading the release loses its connection.',
          ...visible(`page.getByText(${q(r('errors.checkFailed'))}).or(page.getByText(${q(en('common', 'errors.noInternet'))}))`),
        ],
        arrange: [`await loseRequestOnce(page, /\\/${RELEASE_FILE.replace(/^\//, '').replace('.', '\\.')}(\\?|$)/);`],
      };
    }
    if (event.type === 'CHECK') return { code: [`await ${button('check')}.click();`] };
    if (event.type === 'RETRY') return { code: [`await ${button('retry')}.click();`] };
    if (event.type === 'RELOAD') return needs('a newer release to load (the page offers Reload only then)');
    return needs(`the server must answer the release file with ${status(event)}`);
  },
  state: (value) => {
    if (value === 'upToDate') return [...statusText('upToDate'), ...visible(button('check'))];
    if (value === 'newRelease') return [...statusText('newRelease'), ...visible(button('reload'))];
    if (value === 'failed') return visible(button('retry'));
    return null;
  },
};
