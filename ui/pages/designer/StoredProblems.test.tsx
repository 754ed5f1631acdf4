// @vitest-environment jsdom
import '../../testing/dom';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initTestI18n } from '../../testing/i18n';
import { StoredProblems } from './StoredProblems';

beforeAll(() => initTestI18n());
afterEach(cleanup);

const problems = ['Module "Greeting" (MESSAGE), settings.payloads.0: A message can be at most 2000 characters.'];

describe('the notice of settings stored against their rules', () => {
  it('lists what was found, and stays closed for the version once closed', async () => {
    const { rerender } = render(<StoredProblems versionId="v1" problems={problems} />);
    const notice = screen.getByRole('region', { name: "Settings that break their module's rules, as stored: 1" });
    expect(notice.querySelector('li')?.textContent).toBe(problems[0]);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('region')).toBeNull();
    rerender(<StoredProblems versionId="v1" problems={problems} />);
    expect(screen.queryByRole('region')).toBeNull();
    rerender(<StoredProblems versionId="v2" problems={problems} />);
    expect(screen.getByRole('region')).toBeTruthy();
  });

  it('shows nothing for a version stored within the rules', () => {
    render(<StoredProblems versionId="v1" problems={[]} />);
    expect(screen.queryByRole('region')).toBeNull();
  });
});
