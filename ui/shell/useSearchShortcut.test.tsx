// @vitest-environment jsdom
import '../testing/dom';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoute } from '../testing/renderRoute';
import { useSearchShortcut } from './useSearchShortcut';

afterEach(cleanup);

function Page() {
  useSearchShortcut();
  return (
    <label>
      Note
      <input />
    </label>
  );
}

describe('search shortcut', () => {
  it('"/" opens the search from a page, but not while typing in a field', async () => {
    const user = userEvent.setup();
    const view = renderRoute(<Page />, { path: '/companies', routes: [{ path: '/search', element: <p>search page</p> }] });
    await user.click(screen.getByRole('textbox', { name: 'Note' }));
    await user.keyboard('/');
    expect(view.location()).toBe('/companies');
    await user.click(document.body);
    await user.keyboard('/');
    expect(view.location()).toBe('/search');
  });

  it('Ctrl+K opens the search even from a field', async () => {
    const user = userEvent.setup();
    const view = renderRoute(<Page />, { path: '/assistants', routes: [{ path: '/search', element: <p>search page</p> }] });
    await user.click(screen.getByRole('textbox', { name: 'Note' }));
    await user.keyboard('{Control>}k{/Control}');
    expect(view.location()).toBe('/search');
  });
});
