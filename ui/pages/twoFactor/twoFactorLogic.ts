import { fromPromise } from 'xstate';
import { twoFactorSetupMachine } from '../../../machines/account/twoFactorSetup.machine';
import { twoFactorVerifyMachine } from '../../../machines/account/twoFactorVerify.machine';
import type { VerifyAnswer } from '../../../services/contracts';
import type { ConsoleActors } from '../../app/consoleActors';
import { downloadTextFile } from '../../kit/downloadTextFile';

/** A verified answer carries the full token and the user: the session of spec 3 (tfa becomes valid). */
function storeVerifiedSession(session: ConsoleActors['session'], answer: VerifyAnswer): void {
  const { token, user } = answer.data;
  if (token && user) session.storeSession(token, user);
}

type TwoFactorActors = Pick<ConsoleActors, 'twoFactor' | 'session'>;

/** The verify machine with the given calls and session, and the app's navigation. */
export function provideTwoFactorVerifyMachine(goHome: () => void, { twoFactor, session }: TwoFactorActors) {
  return twoFactorVerifyMachine.provide({
    actors: {
      verify: fromPromise(({ input, signal }) => twoFactor.verify({ ...input, userDeviceId: session.deviceId() }, signal)),
      validateBackupCode: fromPromise(({ input, signal }) => twoFactor.validateBackupCode({ ...input, userDeviceId: session.deviceId() }, signal)),
    },
    actions: {
      storeSession: (_, { answer }) => storeVerifiedSession(session, answer),
      goHome,
    },
  });
}

/** The setup machine with the given calls and session, the file download and the app's navigation. */
export function provideTwoFactorSetupMachine(goHome: () => void, { twoFactor, session }: TwoFactorActors) {
  return twoFactorSetupMachine.provide({
    actors: {
      initiate: fromPromise(({ signal }) => twoFactor.initiate(signal)),
      verify: fromPromise(({ input, signal }) => twoFactor.verify({ ...input, userDeviceId: session.deviceId() }, signal)),
      generateBackupCodes: fromPromise(({ signal }) => twoFactor.generateBackupCodes(signal)),
    },
    actions: {
      storeSession: (_, { answer }) => storeVerifiedSession(session, answer),
      downloadBackupCodes: (_, { codes, fileName }) => downloadTextFile(fileName, `${codes.join('\n')}\n`),
      goHome,
    },
  });
}
