import type { ApolloClient } from '@apollo/client';
import { fromPromise } from 'xstate';
import { invitationMachine } from '../../../machines/companies/invitation.machine';
import { readDesignerRole } from '../../../services/contracts/designer';
import type { CompanyCalls } from '../../app/actors/companyCalls';
import { profileFormMachine } from '../../../machines/account/profileForm.machine';

export const PRODUCT_TABS = ['CHANNELS', 'INTEGRATIONS', 'AI', 'SUPPORT_AGENT'] as const;
export const ADMIN_TABS = ['MEMBERS', 'SECURITY'] as const;
export type ProfileTab = (typeof PRODUCT_TABS)[number] | (typeof ADMIN_TABS)[number];

export function readTab(value: string | null, isAdmin: boolean): ProfileTab {
  const tabs: readonly string[] = isAdmin ? [...PRODUCT_TABS, ...ADMIN_TABS] : PRODUCT_TABS;
  return value && tabs.includes(value) ? (value as ProfileTab) : 'CHANNELS';
}

/** The address's query without one parameter. */
export function withoutParam(params: URLSearchParams, name: string): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete(name);
  return next;
}

/** Allowlist entries travel through the form machine as one line each. */
export const splitEntries = (value: string | undefined): string[] => (value ?? '').split('\n').filter((e) => e.trim() !== '');

export function provideInvitation(calls: CompanyCalls, client: ApolloClient, refetchMembers: () => void) {
  return invitationMachine.provide({
    actors: { inviteMember: fromPromise(({ input, signal }) => calls.inviteMember(input, signal, client)) },
    actions: { refetchMembers },
  });
}

/** Member changes (type, designer role, removal, invitation revoke): one call at a time, the server's reason on failure. */
export function provideMemberActions(calls: CompanyCalls, client: ApolloClient, companyId: string, refetchMembers: () => void) {
  return profileFormMachine.provide({
    actors: {
      submit: fromPromise(async ({ input, signal }) => {
        const action = input['action'];
        if (action === 'changeType') return calls.changeMemberType({ companyId, userId: input['userId'] ?? '', userType: input['userType'] ?? 'USER' }, signal, client);
        if (action === 'designerRole') {
          return calls.setDesignerRole({ companyId, userId: input['userId'] ?? '', designerRole: readDesignerRole(input['designerRole']) }, { signal, client });
        }
        if (action === 'remove') return calls.removeMember({ companyId, userId: input['userId'] ?? '' }, signal, client);
        return calls.revokeInvitation(input['invitationId'] ?? '', signal, client);
      }),
    },
    actions: { succeeded: () => refetchMembers() },
  });
}

export function provideAllowlistForm(calls: CompanyCalls, client: ApolloClient, companyId: string) {
  return profileFormMachine.provide({
    actors: { submit: fromPromise(({ input, signal }) => calls.setIpAllowlist({ companyId, entries: splitEntries(input['entries']) }, signal, client)) },
  });
}
