// @vitest-environment jsdom
import '../testing/dom';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoadError } from './LoadError';

afterEach(cleanup);

describe('LoadError', () => {
  it.each([false, true])('announces only the message (inline %s) and reads again on the button', async (inline) => {
    const onRetry = vi.fn();
    render(<LoadError inline={inline} message="The conversation does not exist." retryLabel="Try again" onRetry={onRetry} />);
    // The alert is the message alone: the button's label is not part of what is announced.
    expect(screen.getByRole('alert').textContent).toBe('The conversation does not exist.');
    const button = screen.getByRole('button', { name: 'Try again' });
    expect(screen.getByRole('alert').contains(button)).toBe(false);
    await userEvent.setup().click(button);
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('a page shows an error banner with a secondary button, a side panel a line with a link-style button', () => {
    const { rerender, container } = render(<LoadError className="ci-stale" message="Busy." retryLabel="Try again" onRetry={() => undefined} />);
    expect(screen.getByRole('alert').className).toBe('banner banner-error');
    expect(screen.getByRole('button').className).toContain('btn-secondary');
    expect((container.firstElementChild as HTMLElement).className).toBe('load-error load-error-block ci-stale');
    rerender(<LoadError inline className="ai-failed" message="Error occurred, please try again." retryLabel="Try again" onRetry={() => undefined} />);
    expect(screen.getByRole('button').className).toContain('btn-link');
    expect((container.firstElementChild as HTMLElement).className).toBe('load-error load-error-inline ai-failed');
  });
});
