import { invitationMachine, type InvitationContext } from '../../../machines/companies/invitation.machine';
import { serializeWith, type CatalogueEntry } from '../model';
import { done, failed, httpFailure, networkFailure } from './fixtures';

export const invitationFailures = [
  httpFailure(409, { message: 'grace@example.com is already a member of Acme.' }),
  httpFailure(400, { message: 'grace@example.com has already been invited.' }),
  httpFailure(403, { message: 'Forbidden' }),
  httpFailure(500),
  networkFailure,
];

export const invitationModel: CatalogueEntry = {
  machine: invitationMachine,
  appActions: ['refetchMembers'],
  scenarios: [
    {
      name: 'invite a member',
      input: { companyId: 'c1' },
      events: [
        { type: 'EMAIL_CHANGED', value: '' },
        { type: 'EMAIL_CHANGED', value: 'grace@' },
        { type: 'EMAIL_CHANGED', value: ' grace@example.com ' },
        { type: 'USER_TYPE_CHANGED', value: 'ADMIN' },
        { type: 'SUBMIT' },
        done('inviteMember', { id: 'i1', email: 'grace@example.com', userType: 'ADMIN', createdAt: '2026-01-01T00:00:00Z', expiresAt: '2026-01-08T00:00:00Z' }),
        ...invitationFailures.map((f) => failed('inviteMember', f)),
      ],
    },
  ],
  serialize: serializeWith(({ context }) => {
    const c = context as InvitationContext;
    return [c.email, c.userType, c.emailError?.key, c.sent?.key, c.error];
  }),
};
