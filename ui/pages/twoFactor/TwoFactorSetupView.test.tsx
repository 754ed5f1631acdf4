// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import QRCode from 'qrcode';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { verifyAnswer } from '../../../tests/paths/models/fixtures';
import { twoFactorSetupModel } from '../../../tests/paths/models/twoFactorSetup.model';
import { createDriver, type Driver } from '../../../tests/paths/driver';
import type { BackupCodesAnswer, InitiateAnswer } from '../../../services/contracts';
import { getToken } from '../../../services/session';
import { initTestI18n } from '../../testing/i18n';
import { consoleActorsForTest } from '../../testing/consoleActors';
import { provideTwoFactorSetupMachine } from './twoFactorLogic';
import { TwoFactorSetupView } from './TwoFactorSetupView';
import type { TwoFactorSetupActorRef } from './twoFactorSetupTypes';

const uri = 'otpauth://totp/Console:ada%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=Console';
const initiated: InitiateAnswer = {
  success: true,
  message: 'ok',
  secret: 'JBSWY3DPEHPK3PXP',
  qrCodeData: { secret: 'JBSWY3DPEHPK3PXP', issuer: 'Console', account: 'ada@example.com', name: 'Console', uri },
};
const codes = ['104839', '220417', '385920', '401736', '559201', '610384', '772015', '836402', '918273', '003847'];

const buttonByText = (text: string) => screen.queryByText(text, { selector: 'button, button *' })?.closest('button') ?? null;
const currentStep = () => document.querySelector('[aria-current="step"]')?.textContent;

function renderSetup(actorRef: TwoFactorSetupActorRef) {
  const user = userEvent.setup();
  render(<TwoFactorSetupView actorRef={actorRef} />);
  return user;
}

function renderWithDriver(): { driver: Driver; user: ReturnType<typeof userEvent.setup> } {
  const driver = createDriver(twoFactorSetupModel);
  const user = renderSetup(driver.actor as unknown as TwoFactorSetupActorRef);
  return { driver, user };
}

beforeAll(() => {
  initTestI18n();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('two-factor setup, step 1: QR scan', () => {
  it('draws the QR code of the given otpauth URI and shows the key for manual entry', async () => {
    const { driver } = renderWithDriver();
    expect(currentStep()).toContain('Scan QR code');
    await act(() => driver.apply({ type: 'xstate.done.actor.initiate', output: initiated }));
    const image = (await screen.findByAltText('QR code to add this account to your authenticator app')) as HTMLImageElement;
    const expected = await QRCode.toDataURL(uri, { margin: 1, width: 208, errorCorrectionLevel: 'M' });
    expect(image.src).toBe(expected);
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP')).toBeTruthy();
    driver.actor.stop();
  });

  it('shows "No OTP data provided" or "Failed to load QR Code" with a retry that asks again', async () => {
    const { driver, user } = renderWithDriver();
    await act(() => driver.apply({ type: 'xstate.done.actor.initiate', output: { ...initiated, qrCodeData: { ...initiated.qrCodeData, uri: '' } } }));
    expect(screen.getByRole('alert').textContent).toBe('No OTP data provided');
    await user.click(buttonByText('TRY AGAIN')!);
    expect(driver.invocations['initiate']).toHaveLength(2);
    await act(() => driver.apply({ type: 'xstate.error.actor.initiate', error: { kind: 'http', status: 500 } }));
    expect(screen.getByRole('alert').textContent).toBe('Failed to load QR Code');
    driver.actor.stop();
  });

  it('asks for a code, rejects a malformed one, and keeps only digits', async () => {
    const { driver, user } = renderWithDriver();
    await act(() => driver.apply({ type: 'xstate.done.actor.initiate', output: initiated }));
    await user.click(buttonByText('VERIFY')!);
    expect(screen.getByRole('alert').textContent).toBe('Enter an Authentication Code to continue.');
    const field = screen.getByLabelText('Authentication Code') as HTMLInputElement;
    expect(field.getAttribute('inputmode')).toBe('numeric');
    expect(field.getAttribute('autocomplete')).toBe('one-time-code');
    await user.type(field, '12a-3');
    expect(field.value).toBe('123');
    await user.click(buttonByText('VERIFY')!);
    expect(screen.getByRole('alert').textContent).toBe('Enter a valid Authentication Code to continue.');
    await user.type(field, '4567');
    expect(field.value).toBe('123456');
    driver.actor.stop();
  });
});

describe('two-factor setup, all three steps with the real session storage and download', () => {
  it('verifies, lists the 10 backup codes, saves backup-codes.txt, and DONE goes home', async () => {
    const goHome = vi.fn();
    const logic = provideTwoFactorSetupMachine(goHome, consoleActorsForTest()).provide({
      actors: {
        initiate: fromPromise<InitiateAnswer, void>(async () => initiated),
        verify: fromPromise(async () => verifyAnswer('verified')),
        generateBackupCodes: fromPromise<BackupCodesAnswer, void>(async () => ({ success: true, data: codes })),
      },
    });
    const actor = createActor(logic).start();
    const user = renderSetup(actor);
    const field = (await screen.findByLabelText('Authentication Code')) as HTMLInputElement;
    await user.type(field, '654321');
    await user.click(buttonByText('VERIFY')!);

    const list = await screen.findByRole('list', { name: 'Your backup codes' });
    expect(currentStep()).toContain('Backup codes');
    expect([...list.querySelectorAll('li')].map((li) => li.textContent)).toEqual(codes);
    expect(getToken()).toBe('full-token');

    let saved: Blob | undefined;
    let fileName: string | undefined;
    URL.createObjectURL = vi.fn((blob: Blob) => ((saved = blob), 'blob:backup-codes'));
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      fileName = this.download;
    });
    await user.click(buttonByText('SAVE AS FILE')!);
    expect(fileName).toBe('backup-codes.txt');
    expect(await saved!.text()).toBe(`${codes.join('\n')}\n`);

    await user.click(buttonByText('NEXT')!);
    expect(currentStep()).toContain('Done');
    expect(screen.getByText('Two-factor authentication is on')).toBeTruthy();
    await user.click(buttonByText('DONE')!);
    await waitFor(() => expect(goHome).toHaveBeenCalledTimes(1));
    actor.stop();
  });
});
