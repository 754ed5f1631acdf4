// @vitest-environment jsdom
import '../testing/dom';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { en, initTestI18n } from '../testing/i18n';
import { storedRecording } from './inspection';
import { InspectorSwitches } from './InspectorSwitches';

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
