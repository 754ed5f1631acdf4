import { describe, expect, it } from 'vitest';
import { isValidEmail } from '../account/login.machine';
import { failureStatus } from '../shared/apiError';
import { invitationMachine, invitationTexts, type InvitationContext } from './invitation.machine';
import { invitationModel } from '../../tests/paths/models/invitation.model';
import { assertFullCoverage } from '../../tests/paths/coverage';
import { replayPath, type Driver, type StateChecks } from '../../tests/paths/driver';
import { expectedFailure } from '../../tests/paths/expectedFailure';
import { guardedPaths } from '../../tests/paths/model';
import { commonTexts } from '../shared/text';

const { paths, failure: generationFailure } = guardedPaths(invitationModel);
const ctx = (d: Driver) => d.snapshot().context as InvitationContext;

/** 403 means "not an admin of this company"; every other failure reads as usual. */
function expectedInviteFailure(error: unknown) {
  return failureStatus(error) === 403 ? { key: commonTexts.notAdmin } : expectedFailure(error, invitationTexts.failed);
}

const checks: StateChecks = {
  editing: (d, step) => {
    const c = ctx(d);
    expect(d.snapshot().can({ type: 'SUBMIT' })).toBe(c.email.trim() !== '');
    if (step.event.type === 'xstate.init') expect(c).toEqual({ companyId: 'c1', email: '', userType: 'USER', emailError: null, sent: null, error: null });
    if (step.event.type === 'EMAIL_CHANGED') expect([c.email, c.emailError, c.error]).toEqual([(step.event as { type: string; value?: string }).value, null, null]);
    if (step.event.type === 'USER_TYPE_CHANGED') expect(c.userType).toBe((step.event as { type: string; value?: string }).value);
    if (step.event.type === 'SUBMIT') {
      // Only an address that is not valid once trimmed stays on the form, with the error.
      expect(isValidEmail(c.email.trim())).toBe(false);
      expect(c.emailError).toEqual({ key: invitationTexts.invalidEmail });
    }
    if (step.event.type === 'xstate.done.actor.inviteMember') {
      expect(c.sent).toEqual({ key: invitationTexts.sent, values: { email: 'grace@example.com' } });
      expect([c.email, c.userType, c.error]).toEqual(['', 'USER', null]);
      expect(d.lastCalls()).toEqual([{ type: 'refetchMembers', params: undefined }]);
    }
    if (step.event.type === 'xstate.error.actor.inviteMember') {
      const error = (step.event as { error?: unknown }).error;
      expect(c.error).toEqual(expectedInviteFailure(error));
      // The form keeps what was typed, to correct or retry.
      expect(c.email).toBe(' grace@example.com ');
      expect(d.lastCalls()).toEqual([]);
    }
  },
  inviting: (d) => {
    const c = ctx(d);
    expect(d.invocations.inviteMember?.at(-1)).toEqual({ companyId: 'c1', email: 'grace@example.com', userType: c.userType });
    expect([c.sent, c.error]).toEqual([null, null]);
    expect(d.snapshot().can({ type: 'SUBMIT' })).toBe(false);
  },
};

describe('invitationMachine paths', () => {
  it('are generated from the model', () => {
    expect(generationFailure).toBeUndefined();
    expect(paths.length).toBeGreaterThan(0);
  });
  it('reach every state and take every transition', () => {
    expect(assertFullCoverage(invitationMachine, paths).transitions.missing).toEqual([]);
  });
  it.each(paths.map((p, i) => [i + 1, p.scenario, p.description, p] as const))('path %i [%s]: %s', async (_, __, ___, path) => {
    await replayPath(invitationModel, path, checks);
  });
});
