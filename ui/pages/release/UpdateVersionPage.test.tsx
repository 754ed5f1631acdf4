// @vitest-environment jsdom
import '../../testing/dom';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ReleaseFile } from '../../../services/contracts/release';
import { newerRelease, runningRelease } from '../../../tests/paths/models/releaseCheck.model';
import { consoleActorsForTest } from '../../testing/consoleActors';
import { initTestI18n } from '../../testing/i18n';
import { renderRoute } from '../../testing/renderRoute';
import UpdateVersionPage from './UpdateVersionPage';

beforeAll(() => initTestI18n());
afterEach(cleanup);

function show(answers: (() => Promise<ReleaseFile>)[]) {
  const reload = vi.fn();
  const availableRelease = vi.fn(() => (answers.shift() ?? (() => Promise.reject(new Error('no more answers'))))());
  const actors = consoleActorsForTest({ release: { availableRelease } });
  renderRoute(<UpdateVersionPage runningReleaseId={runningRelease} reload={reload} />, { path: '/updateVersion', actors });
  return { user: userEvent.setup(), reload, availableRelease };
}

describe('/updateVersion', () => {
  it('says the running release is the latest, and checks again on request', async () => {
    const { user, availableRelease } = show([async () => ({ releaseId: runningRelease }), async () => ({ releaseId: runningRelease })]);
    expect(await screen.findByText('You are using the latest release.')).toBeTruthy();
    expect(screen.getAllByText(runningRelease)).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Reload' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByText('You are using the latest release.')).toBeTruthy();
    expect(availableRelease).toHaveBeenCalledTimes(2);
  });

  it('shows the new release and loads it with Reload', async () => {
    const { user, reload } = show([async () => ({ releaseId: newerRelease })]);
    expect(await screen.findByText('A new release is available.')).toBeTruthy();
    expect(screen.getByText(runningRelease)).toBeTruthy();
    expect(screen.getByText(newerRelease)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledOnce();
    expect(screen.getByText('Loading the new release...')).toBeTruthy();
  });

  it('says when the available release cannot be read, and tries again', async () => {
    const { user } = show([() => Promise.reject({ kind: 'http', status: 404, body: null }), async () => ({ releaseId: newerRelease })]);
    expect((await screen.findByRole('alert')).textContent).toBe('The available release could not be read. Please try again.');
    expect(screen.getByText('Not known yet')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('A new release is available.')).toBeTruthy();
  });
});
