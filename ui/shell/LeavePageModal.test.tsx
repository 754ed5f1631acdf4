// @vitest-environment jsdom
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import '../testing/dom';
import { initTestI18n } from '../testing/i18n';
import { renderRoute } from '../testing/renderRoute';
import { LeavePageModal } from './LeavePageModal';
import { useLeavePage } from './useLeavePage';

beforeAll(() => initTestI18n());
afterEach(cleanup);

type Outcome = { fail: unknown } | 'ok';

/** A screen with a text that counts as unsaved once typed in, and a save that answers as told. */
function Editor({ outcome, saved }: { outcome: Outcome; saved: string[] }) {
  const [draft, setDraft] = useState('');
  const [stored, setStored] = useState('');
  const leave = useLeavePage({
    dirty: draft !== stored,
    save: async () => {
      if (outcome !== 'ok') throw outcome.fail;
      saved.push(draft);
      setStored(draft);
    },
  });
  return (
    <main>
      <label>
        Name <input value={draft} onChange={(e) => setDraft(e.target.value)} />
      </label>
      <Link to="/elsewhere">Elsewhere</Link>
      <LeavePageModal state={leave} />
    </main>
  );
}

function start(outcome: Outcome = 'ok') {
  const saved: string[] = [];
  const view = renderRoute(<Editor outcome={outcome} saved={saved} />, { path: '/editor', routes: [{ path: '/elsewhere', element: <p>another page</p> }] });
  return { saved, view, user: userEvent.setup() };
}

async function typeAndLeave(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Name'), 'Acme');
  await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
  return screen.findByRole('alertdialog');
}

describe('leave-page modal', () => {
  it('lets the person go without a question when nothing is unsaved', async () => {
    const { user, view } = start();
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(view.location()).toBe('/elsewhere');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('asks "Leave Page?" with the three answers of the spec, and Cancel stays', async () => {
    const { user, view } = start();
    const dialog = await typeAndLeave(user);
    expect(within(dialog).getByRole('heading', { name: 'Leave Page?' })).toBeTruthy();
    expect(within(dialog).getByText('You are about to leave the page without saving changes. Are you sure?')).toBeTruthy();
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Cancel', 'Discard Changes', 'Save Changes']);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(view.location()).toBe('/editor');
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Acme');
  });

  it('Discard Changes goes on without saving', async () => {
    const { user, view, saved } = start();
    const dialog = await typeAndLeave(user);
    await user.click(within(dialog).getByRole('button', { name: 'Discard Changes' }));
    expect(view.location()).toBe('/elsewhere');
    expect(saved).toEqual([]);
  });

  it('Save Changes saves, then goes on', async () => {
    const { user, view, saved } = start();
    const dialog = await typeAndLeave(user);
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('another page')).toBeTruthy();
    expect(saved).toEqual(['Acme']);
    expect(view.location()).toBe('/elsewhere');
  });

  it('a failed save keeps the question open with the reason, and the page stays', async () => {
    const { user, view } = start({ fail: { kind: 'http', status: 400, body: { statusCode: 400, error: 'Bad Request', message: 'The name is taken.' } } });
    const dialog = await typeAndLeave(user);
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('The name is taken.');
    expect(view.location()).toBe('/editor');
    await user.click(within(dialog).getByRole('button', { name: 'Discard Changes' }));
    expect(view.location()).toBe('/elsewhere');
  });

  it('asks the browser before the tab closes while changes are unsaved', async () => {
    const { user } = start();
    const before = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(before);
    expect(before.defaultPrevented).toBe(false);
    await user.type(screen.getByLabelText('Name'), 'A');
    const after = new Event('beforeunload', { cancelable: true });
    await act(async () => void window.dispatchEvent(after));
    expect(after.defaultPrevented).toBe(true);
  });
});
