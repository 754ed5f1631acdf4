// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initTestI18n } from '../testing/i18n';
import { MAIN_CONTENT_ID, SkipToContent } from './SkipToContent';

beforeAll(() => initTestI18n());
afterEach(() => cleanup());

describe('skip to content', () => {
  it('is the first stop of the Tab key and moves focus past the navigation to the page', async () => {
    render(
      <>
        <SkipToContent />
        <nav>
          <a href="/assistants">Assistants</a>
        </nav>
        <main id={MAIN_CONTENT_ID} tabIndex={-1}>
          page
        </main>
      </>,
    );
    const user = userEvent.setup();
    await user.tab();
    const link = screen.getByRole('link', { name: 'Skip to content' });
    expect(document.activeElement).toBe(link);
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(screen.getByRole('main'));
  });
});
