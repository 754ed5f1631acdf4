import type { ActorRefFrom } from 'xstate';
import type { twoFactorSetupMachine } from '../../../machines/account/twoFactorSetup.machine';

/** The running two-factor setup workflow that the setup view and each of its steps render. */
export type TwoFactorSetupActorRef = ActorRefFrom<typeof twoFactorSetupMachine>;
