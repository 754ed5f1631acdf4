// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createGoogleProject, downloadServiceKey, type PopupEnvironment } from '../../services/googleCloud';
import { clearAll, storeSession } from '../../services/session';
import { initTestI18n } from '../testing/i18n';
import { popupFailure } from './wizardLogic';

beforeAll(() => initTestI18n());
afterEach(() => {
  vi.useRealTimers();
  clearAll();
});

/** A popup that can post to the opener, be closed by the person, or be blocked. */
function fakeEnvironment(blocked = false) {
  const target = new EventTarget();
  const popup = { closed: false, close: vi.fn(() => void (popup.closed = true)) };
  const opened: string[] = [];
  const environment: PopupEnvironment = {
    open: (url) => {
      opened.push(url);
      return blocked ? null : (popup as unknown as Window);
    },
    target: target as unknown as PopupEnvironment['target'],
    origin: 'http://console.test',
  };
  const post = (data: unknown, origin = 'http://console.test') => target.dispatchEvent(new MessageEvent('message', { data, origin }));
  return { environment, popup, opened, post };
}

describe('Google Cloud popups', () => {
  it('creates a project: the name without spaces and the session token in the address; the posted project id resolves it', async () => {
    storeSession('token-1', { id: 'u1', name: 'Ada', surname: 'Lovelace', email: 'ada@example.com' });
    const fake = fakeEnvironment();
    const result = createGoogleProject({ projectName: 'My Bot Project' }, { environment: fake.environment });
    fake.post({ type: 'googleCloudProject', projectId: 'x' }, 'http://elsewhere.test');
    fake.post({ type: 'googleCloudServiceKey', key: {} });
    fake.post({ type: 'googleCloudProject', projectName: 'MyBotProject', projectId: 'mybotproject-1' });
    await expect(result).resolves.toEqual({ projectId: 'mybotproject-1' });
    expect(fake.opened).toEqual(['/bot/oauth/project?projectName=MyBotProject&access_token=token-1']);
    expect(fake.popup.close).toHaveBeenCalled();
  });

  it('downloads the key as JSON text; a posted error rejects with the server text', async () => {
    const fake = fakeEnvironment();
    const key = downloadServiceKey({ projectId: 'p-123456' }, { environment: fake.environment });
    fake.post({ type: 'googleCloudServiceKey', projectId: 'p-123456', key: { type: 'service_account', project_id: 'p-123456' } });
    await expect(key).resolves.toEqual({ projectId: 'p-123456', key: JSON.stringify({ type: 'service_account', project_id: 'p-123456' }, null, 2) });
    const failing = downloadServiceKey({ projectId: 'p-123456' }, { environment: fake.environment });
    fake.post({ type: 'googleCloudServiceKey', error: 'The service account key could not be created.' });
    await expect(failing).rejects.toEqual({ kind: 'failed', message: 'The service account key could not be created.' });
  });

  it('rejects when the popup is blocked, closed by the person, or takes too long', async () => {
    await expect(createGoogleProject({ projectName: 'p' }, { environment: fakeEnvironment(true).environment })).rejects.toEqual({ kind: 'popupBlocked' });
    vi.useFakeTimers();
    const closed = fakeEnvironment();
    const byPerson = createGoogleProject({ projectName: 'p' }, { environment: closed.environment });
    closed.popup.closed = true;
    vi.advanceTimersByTime(1100);
    await expect(byPerson).rejects.toEqual({ kind: 'popupClosed' });
    const slow = fakeEnvironment();
    const late = createGoogleProject({ projectName: 'p' }, { environment: slow.environment, timeoutMs: 2000 });
    vi.advanceTimersByTime(2000);
    await expect(late).rejects.toEqual({ kind: 'timeout' });
  });

  it('the wizard shows a popup failure in words: blocked, closed, timed out, or the server text', () => {
    expect(popupFailure({ kind: 'popupBlocked' })).toEqual({
      kind: 'http',
      status: 400,
      body: { statusCode: 400, error: 'popupBlocked', message: 'The popup window was blocked. Allow popups for this site and try again.' },
    });
    expect(popupFailure({ kind: 'failed', message: 'Google said no.' })).toMatchObject({ body: { message: 'Google said no.' } });
    const network = { kind: 'network' };
    expect(popupFailure(network)).toBe(network);
  });
});
