// @vitest-environment jsdom
import '../testing/dom';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { en, initTestI18n } from '../testing/i18n';
import { storedRecording } from './inspection';
import { InspectorSwitches } from './InspectorSwitches';

// The hosted inspector opens a window; its start is held until the test lets it finish.
const hosted = vi.hoisted(() => ({ stop: vi.fn(), finish: () => {} }));
vi.mock('./statelyForward', () => ({
  startStatelyForward: () => new Promise<() => void>((resolve) => (hosted.finish = () => resolve(hosted.stop))),
}));

initTestI18n();
afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('the recording switch', () => {
  it('is on by default, and switched off it is kept for the pages opened later', async () => {
    render(<InspectorSwitches />);
    const recording = screen.getByRole('checkbox', { name: en('inspector:recording') }) as HTMLInputElement;
    expect(recording.checked).toBe(true);
    expect(storedRecording()).toBe(true);
    await userEvent.setup().click(recording);
    expect(recording.checked).toBe(false);
    expect(storedRecording()).toBe(false);
    cleanup();
    render(<InspectorSwitches />);
    expect((screen.getByRole('checkbox', { name: en('inspector:recording') }) as HTMLInputElement).checked).toBe(false);
  });
});

describe('the hosted inspector switch', () => {
  it('is off by default, and switched off while still loading it stops forwarding once loaded', async () => {
    const user = userEvent.setup();
    render(<InspectorSwitches />);
    const stately = screen.getByRole('checkbox', { name: en('inspector:stately') }) as HTMLInputElement;
    expect(stately.checked).toBe(false);
    await user.click(stately);
    await user.click(stately);
    expect(stately.checked).toBe(false);
    expect(hosted.stop).not.toHaveBeenCalled();
    await act(async () => hosted.finish());
    expect(hosted.stop).toHaveBeenCalledTimes(1);
  });
});
