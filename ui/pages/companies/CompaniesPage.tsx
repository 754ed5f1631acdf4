import { useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { useInspectedActorRef as useActorRef } from '../../inspector/inspection';
import { fromPromise } from 'xstate';
import { companyCreateMachine } from '../../../machines/companies/companyCreate.machine';
import { companyDeleteMachine } from '../../../machines/companies/companyDelete.machine';
import { companyLeaveMachine } from '../../../machines/companies/companyLeave.machine';
import type { TextRef } from '../../../machines/shared/text';
import { useConsoleActors } from '../../app/ConsoleActorsContext';
import { useConsoleConfig } from '../../app/ConsoleConfigContext';
import { showToast } from '../../kit/toasts';
import { useText } from '../../kit/useText';
import { CompaniesView } from './CompaniesView';
import { useCompanyList } from './useCompanyList';
import { useLatest } from '../../kit/useLatest';

/** /companies: the list with the console's GraphQL calls plugged into the company machines. */
export default function CompaniesPage() {
  const client = useApolloClient();
  const { companies: calls } = useConsoleActors();
  const config = useConsoleConfig();
  const text = useText(['companies', 'common']);
  const latestText = useLatest(text);
  const companies = useCompanyList();
  const latestList = useLatest(companies);
  const [logic] = useState(() => {
    const actions = {
      showToast: (_: unknown, { text: message }: { text: TextRef }) => showToast('success', latestText.current(message)),
      refetchCompanies: () => latestList.current.refresh(),
    };
    return {
      create: companyCreateMachine.provide({
        actors: { createCompany: fromPromise(({ input, signal }) => calls.createCompany(input, signal, client)) },
        actions,
      }),
      remove: companyDeleteMachine.provide({
        actors: { deleteCompany: fromPromise(({ input, signal }) => calls.deleteCompany(input.id, signal, client)) },
        actions,
      }),
      leave: companyLeaveMachine.provide({
        actors: { leaveCompany: fromPromise(({ input, signal }) => calls.leaveCompany(input.id, signal, client)) },
        actions,
      }),
    };
  });
  const create = useActorRef(logic.create);
  const remove = useActorRef(logic.remove);
  const leave = useActorRef(logic.leave);
  const canCreate = config.cluster !== 'GCP';
  return <CompaniesView companies={companies} create={create} remove={remove} leave={leave} canCreate={canCreate} />;
}
