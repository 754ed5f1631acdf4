// @vitest-environment jsdom
import '../testing/dom';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from './Button';
import { dropDanglingAnnouncements } from './pendingAnnouncements';

afterEach(cleanup);

/** What the live announcer holds: entries that name something by id, and plain texts. */
function announcer() {
  const entries = [...document.querySelectorAll('[data-live-announcer] [role="log"] > *')];
  return {
    labelled: entries.filter((e) => e.hasAttribute('aria-labelledby')).map((e) => ({ role: e.getAttribute('role'), ids: e.getAttribute('aria-labelledby')!.split(' ') })),
    texts: entries.filter((e) => !e.hasAttribute('aria-labelledby')).map((e) => e.textContent),
  };
}

function Step({ shown, pending }: { shown: boolean; pending: boolean }) {
  return shown ? (
    <Button type="submit" isPending={pending}>
      VERIFY
    </Button>
  ) : (
    <p>Next step</p>
  );
}

describe('the console button', () => {
  it('leaves no announcement that names a button no longer in the page (axe role-img-alt)', async () => {
    const view = render(<Step shown pending={false} />);
    act(() => screen.getByRole('button', { name: 'VERIFY' }).focus());
    view.rerender(<Step shown pending />);
    // While it is pending, react-aria announces the button by its id: a name that resolves.
    const { labelled } = announcer();
    expect(labelled).toHaveLength(1);
    expect(labelled[0]!.ids.every((id) => document.getElementById(id))).toBe(true);

    // The step is replaced: the entry keeps the button's text instead of a reference to nothing.
    view.rerender(<Step shown={false} pending={false} />);
    const after = announcer();
    expect(after.labelled).toEqual([]);
    expect(after.texts).toContain('VERIFY');
  });

  it('drops announcer entries whose labels are all gone', () => {
    const log = document.createElement('div');
    log.dataset['liveAnnouncer'] = 'true';
    log.innerHTML = '<div role="log"><div role="img" aria-labelledby="gone"></div><div role="img" aria-labelledby="here"></div></div><span id="here">Save</span>';
    document.body.append(log);
    dropDanglingAnnouncements();
    expect([...log.querySelectorAll('[role="img"]')].map((e) => e.getAttribute('aria-labelledby'))).toEqual(['here']);
    log.remove();
  });

  it('focusable when disabled: keeps the focus and its tab stop once disabled, says so with aria-disabled, and ignores presses', async () => {
    const press = vi.fn();
    const view = render(
      <Button focusableWhenDisabled onPress={press} isDisabled={false}>
        Save
      </Button>,
    );
    const save = screen.getByRole('button', { name: 'Save' });
    act(() => save.focus());
    view.rerender(
      <Button focusableWhenDisabled onPress={press} isDisabled>
        Save
      </Button>,
    );
    // The same element, still focused and in the tab order, not disabled for the browser.
    expect(screen.getByRole('button', { name: 'Save' })).toBe(save);
    expect(document.activeElement).toBe(save);
    expect(save.hasAttribute('disabled')).toBe(false);
    expect(save.getAttribute('aria-disabled')).toBe('true');
    expect(save.tabIndex).toBe(0);
    await userEvent.keyboard('{Enter}');
    await userEvent.click(save);
    expect(press).not.toHaveBeenCalled();
    // A plain disabled button is disabled for the browser.
    view.rerender(<Button isDisabled>Undo</Button>);
    expect(screen.getByRole('button', { name: 'Undo' }).hasAttribute('disabled')).toBe(true);
  });
});
