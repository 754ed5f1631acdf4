// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import '../../testing/dom';
import { initTestI18n } from '../../testing/i18n';
import type { AssistantCompany } from '../../../services/contracts/assistants';
import { AddAssistantPopup, type AddAssistantPopupViewProps } from './AddAssistantPopup';

beforeAll(() => initTestI18n());
afterEach(cleanup);

const companies: AssistantCompany[] = [
  { id: 'c1', name: 'Acme', createdAt: '2025-01-01T00:00:00.000Z', currentUserType: 'ADMIN', isEnterprise: true, isIpAddressAllowed: true, country: 'TURKEY' },
];

/** Stands in for the wizard: reports a creation, or goes back. */
const fakeWizard: NonNullable<AddAssistantPopupViewProps['wizard']> = ({ companyId, onBack, onCreated }) => (
  <div data-testid="wizard">
    wizard for {companyId}
    <button type="button" onClick={onBack}>
      wizard back
    </button>
    <button type="button" onClick={() => onCreated({ id: 'b9', fromTemplate: false, name: 'Support bot' })}>
      wizard creates
    </button>
  </div>
);

describe('Add New Assistant popup', () => {
  it('company select, then the wizard; after creation it closes, hands the new assistant to the page and opens again at step one', async () => {
    const user = userEvent.setup();
    const refetch = vi.fn();
    render(<AddAssistantPopup companies={companies} onCreated={refetch} wizard={fakeWizard} />);
    await user.click(screen.getByRole('button', { name: 'ADD NEW ASSISTANT' }));
    let dialog = await screen.findByRole('dialog', { name: 'Add New Assistant' });
    await user.click(within(dialog).getByRole('button', { name: /Company/ }));
    await user.click(await screen.findByRole('option', { name: 'Acme' }));
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(within(dialog).getByTestId('wizard').textContent).toContain('wizard for c1');
    await user.click(within(dialog).getByText('wizard back'));
    expect(within(dialog).getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    await user.click(within(dialog).getByText('wizard creates'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(refetch).toHaveBeenCalledTimes(1);
    expect(refetch).toHaveBeenCalledWith({ id: 'b9', fromTemplate: false, template: undefined, name: 'Support bot' });
    await user.click(screen.getByRole('button', { name: 'ADD NEW ASSISTANT' }));
    dialog = await screen.findByRole('dialog', { name: 'Add New Assistant' });
    expect(within(dialog).getByText('Select your Company')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(true);
  });

  it('says so when the user has no company', async () => {
    const user = userEvent.setup();
    render(<AddAssistantPopup companies={[]} onCreated={vi.fn()} wizard={fakeWizard} />);
    await user.click(screen.getByRole('button', { name: 'ADD NEW ASSISTANT' }));
    expect(await screen.findByText('You need a company before you can create an assistant.')).toBeTruthy();
  });
});
