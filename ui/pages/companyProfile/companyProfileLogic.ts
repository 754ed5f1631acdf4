import type { ApolloClient } from '@apollo/client';
import { fromPromise } from 'xstate';
import { invitationMachine } from '../../../machines/invitation.machine';
import { changeMemberType, inviteMember, removeMember, revokeInvitation, setIpAllowlist } from '../../../services/companies';
import { readDesignerRole, setDesignerRole } from '../../../services/designer';
import { profileFormMachine } from '../profile/profileForm.machine';

export const PRODUCT_TABS = ['CHANNELS', 'INTEGRATIONS', 'AI', 'SUPPORT_AGENT'] as const;
export const ADMIN_TABS = ['MEMBERS', 'SECURITY'] as const;
export type ProfileTab = (typeof PRODUCT_TABS)[number] | (typeof ADMIN_TABS)[number];

export function readTab(value: string | null, isAdmin: boolean): ProfileTab {
  const tabs: readonly string[] = isAdmin ? [...PRODUCT_TABS, ...ADMIN_TABS] : PRODUCT_TABS;
  return value && tabs.includes(value) ? (value as ProfileTab) : 'CHANNELS';
}

/** Allowlist entries travel through the form machine as one line each. */
export const splitEntries = (value: string | undefined): string[] => (value ?? '').split('\n').filter((e) => e.trim() !== '');

export function provideInvitation(client: ApolloClient, refetchMembers: () => void) {
  return invitationMachine.provide({
    actors: { inviteMember: fromPromise(({ input, signal }) => inviteMember(input, signal, client)) },
    actions: { refetchMembers },
  });
}

/** Member changes (type, designer role, removal, invitation revoke): one call at a time, the server's reason on failure. */
export function provideMemberActions(client: ApolloClient, companyId: string, refetchMembers: () => void) {
  return profileFormMachine.provide({
    actors: {
      submit: fromPromise(async ({ input, signal }) => {
        const action = input['action'];
        if (action === 'changeType') return changeMemberType({ companyId, userId: input['userId'] ?? '', userType: input['userType'] ?? 'USER' }, signal, client);
        if (action === 'designerRole') {
          return setDesignerRole({ companyId, userId: input['userId'] ?? '', designerRole: readDesignerRole(input['designerRole']) }, { signal, client });
        }
        if (action === 'remove') return removeMember({ companyId, userId: input['userId'] ?? '' }, signal, client);
        return revokeInvitation(input['invitationId'] ?? '', signal, client);
      }),
    },
    actions: { succeeded: () => refetchMembers() },
  });
}

export function provideAllowlistForm(client: ApolloClient, companyId: string) {
  return profileFormMachine.provide({
    actors: { submit: fromPromise(({ input, signal }) => setIpAllowlist({ companyId, entries: splitEntries(input['entries']) }, signal, client)) },
  });
}
