// @vitest-environment jsdom
import '../testing/dom';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerTopbarSlot } from '../shell/topbarSlot';
import { en, initTestI18n } from '../testing/i18n';
import InspectorToggle from './InspectorToggle';

// The panel itself is tested on its own; here only where the button sits matters.
vi.mock('./inspection', () => ({ viewerInspection: () => ({}) }));
vi.mock('./InspectorPanel', () => ({ InspectorPanel: () => <p>panel</p> }));
vi.mock('./InspectorSwitches', () => ({ InspectorSwitches: () => null }));

initTestI18n();
afterEach(() => {
  cleanup();
  act(() => registerTopbarSlot(null));
  document.body.replaceChildren();
});

describe('the Inspector button', () => {
  it('sits in the top bar of signed-in pages (covering nothing) and the open inspector starts below it', async () => {
    const topbar = document.createElement('header');
    document.body.append(topbar);
    act(() => registerTopbarSlot(topbar));
    render(<InspectorToggle />);
    const button = screen.getByRole('button', { name: en('inspector:toggle') });
    expect(topbar.contains(button)).toBe(true);
    expect(button.className).toContain('inspector-docked-toggle');
    await userEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('complementary', { name: en('inspector:title') }).className).toContain('is-below-toggle');
    expect(screen.getByRole('button', { name: en('inspector:close') })).toBe(button);
    // The panel itself loads when the inspector is first opened.
    expect(await screen.findByText('panel')).toBeTruthy();
  });

  it('floats in a corner where there is no top bar, and moves into one when it appears', () => {
    render(<InspectorToggle />);
    const floating = screen.getByRole('button', { name: en('inspector:toggle') });
    expect(floating.className).toContain('inspector-floating-toggle');
    const topbar = document.createElement('header');
    document.body.append(topbar);
    act(() => registerTopbarSlot(topbar));
    expect(topbar.contains(screen.getByRole('button', { name: en('inspector:toggle') }))).toBe(true);
  });
});
