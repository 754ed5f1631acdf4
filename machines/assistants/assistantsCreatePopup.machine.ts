import { assertEvent, assign, setup } from 'xstate';
import type { CompanySummary } from '../companies/companies';
import type { AssistantCreatedNotice } from './assistantWizard.machine';
import { commonTexts, text, type TextRef } from '../shared/text';

export type AssistantsCreatePopupInput = { roleSettingOn: boolean };

export type AssistantsCreatePopupContext = {
  roleSettingOn: boolean;
  /** The company the wizard will create in. */
  company: CompanySummary | null;
  error: TextRef | null;
};

export type AssistantsCreatePopupEvent =
  | { type: 'OPEN' }
  | { type: 'CLOSE' }
  | { type: 'COMPANY_SELECTED'; company: CompanySummary }
  | { type: 'NEXT' }
  | { type: 'BACK' }
  | ({ type: 'CREATED' } & AssistantCreatedNotice);

/**
 * Spec 5, 6: why a company cannot be used to create assistants, or null when it can:
 * not enterprise → "Company status is pending on admin's permission!"; with the role
 * setting on and the user not ADMIN there → "You don't have admin permissions on this company."
 */
export function companyRestriction(company: CompanySummary, roleSettingOn: boolean): TextRef | null {
  if (!company.isEnterprise) return text(commonTexts.companyPending);
  if (roleSettingOn && company.currentUserType !== 'ADMIN') return text(commonTexts.notAdmin);
  return null;
}

/** The companies the select offers without a warning. */
export const offeredCompanies = <T extends CompanySummary>(companies: readonly T[], roleSettingOn: boolean): T[] =>
  companies.filter((company) => companyRestriction(company, roleSettingOn) === null);

const selectedCompany = (event: AssistantsCreatePopupEvent) => (assertEvent(event, 'COMPANY_SELECTED'), event.company);

/** ADD NEW ASSISTANT (spec 2.13): company select, then the wizard (which the UI mounts). */
export const assistantsCreatePopupMachine = setup({
  types: { input: {} as AssistantsCreatePopupInput, context: {} as AssistantsCreatePopupContext, events: {} as AssistantsCreatePopupEvent },
  guards: {
    companyRestricted: ({ context, event }) => companyRestriction(selectedCompany(event), context.roleSettingOn) !== null,
    hasCompany: ({ context }) => context.company !== null,
  },
  actions: {
    refuseCompany: assign(({ context, event }) => ({ company: null, error: companyRestriction(selectedCompany(event), context.roleSettingOn) })),
    chooseCompany: assign(({ event }) => ({ company: selectedCompany(event), error: null })),
    reset: assign({ company: null, error: null }),
    // Provided by the app: the list is read again and the new assistant opens in the designer.
    openCreatedAssistant: () => {},
  },
}).createMachine({
  id: 'assistantsCreatePopup',
  initial: 'closed',
  context: ({ input }) => ({ roleSettingOn: input.roleSettingOn, company: null, error: null }),
  states: {
    closed: {
      on: { OPEN: 'companySelect' },
    },
    companySelect: {
      on: {
        CLOSE: { target: 'closed', actions: 'reset' },
        COMPANY_SELECTED: [{ guard: 'companyRestricted', actions: 'refuseCompany' }, { actions: 'chooseCompany' }],
        NEXT: { guard: 'hasCompany', target: 'wizard' },
      },
    },
    // The UI mounts the assistant wizard with `{ companyId: context.company.id }`.
    wizard: {
      on: {
        BACK: 'companySelect',
        CLOSE: { target: 'closed', actions: 'reset' },
        CREATED: { target: 'closed', actions: ['reset', 'openCreatedAssistant'] },
      },
    },
  },
});
