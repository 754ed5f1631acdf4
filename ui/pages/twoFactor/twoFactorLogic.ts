import { fromPromise } from 'xstate';
import { twoFactorSetupMachine } from '../../../machines/twoFactorSetup.machine';
import { twoFactorVerifyMachine } from '../../../machines/twoFactorVerify.machine';
import type { VerifyAnswer } from '../../../services/contracts';
import { deviceId, storeSession } from '../../../services/session';
import { generateBackupCodes, initiate, validateBackupCode, verify } from '../../../services/twoFactor';
import { downloadTextFile } from './downloadTextFile';

/** A verified answer carries the full token and the user: the session of spec 3 (tfa becomes valid). */
function storeVerifiedSession(answer: VerifyAnswer): void {
  const { token, user } = answer.data;
  if (token && user) storeSession(token, user);
}

/** The verify machine with the real services and the app's navigation. */
export function provideTwoFactorVerifyMachine(goHome: () => void) {
  return twoFactorVerifyMachine.provide({
    actors: {
      verify: fromPromise(({ input, signal }) => verify({ ...input, userDeviceId: deviceId() }, signal)),
      validateBackupCode: fromPromise(({ input, signal }) => validateBackupCode({ ...input, userDeviceId: deviceId() }, signal)),
    },
    actions: {
      storeSession: (_, { answer }) => storeVerifiedSession(answer),
      goHome,
    },
  });
}

/** The setup machine with the real services, the file download and the app's navigation. */
export function provideTwoFactorSetupMachine(goHome: () => void) {
  return twoFactorSetupMachine.provide({
    actors: {
      initiate: fromPromise(({ signal }) => initiate(signal)),
      verify: fromPromise(({ input, signal }) => verify({ ...input, userDeviceId: deviceId() }, signal)),
      generateBackupCodes: fromPromise(({ signal }) => generateBackupCodes(signal)),
    },
    actions: {
      storeSession: (_, { answer }) => storeVerifiedSession(answer),
      downloadBackupCodes: (_, { codes, fileName }) => downloadTextFile(fileName, `${codes.join('\n')}\n`),
      goHome,
    },
  });
}
