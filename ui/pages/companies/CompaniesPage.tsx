import { useRef, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import { companyCreateMachine } from '../../../machines/companyCreate.machine';
import { createCompany } from '../../../services/companies';
import { readConsoleConfig } from '../../../services/consoleConfig';
import { showToast } from '../../kit/toasts';
import { useText } from '../../kit/useText';
import { CompaniesView } from './CompaniesView';

/** /companies: the list with the real GraphQL calls plugged into the company machines. */
export default function CompaniesPage() {
  const client = useApolloClient();
  const text = useText(['companies', 'common']);
  const textRef = useRef(text);
  textRef.current = text;
  const refetchCompanies = () => void client.refetchQueries({ include: ['Companies'] }).catch(() => undefined);
  const [createLogic] = useState(() =>
    companyCreateMachine.provide({
      actors: { createCompany: fromPromise(({ input, signal }) => createCompany(input, signal, client)) },
      actions: {
        showToast: (_, { text: message }) => showToast('success', textRef.current(message)),
        refetchCompanies,
      },
    }),
  );
  const create = useActorRef(createLogic);
  const canCreate = readConsoleConfig().cluster !== 'GCP';
  return <CompaniesView create={create} onDelete={() => undefined} onLeave={() => undefined} canCreate={canCreate} />;
}
