import { useApolloClient } from '@apollo/client/react';
import { commonTexts } from '../../../machines/shared/text';
import type { Company } from '../../../services/contracts/companies';
import { useConsoleActors } from '../../app/ConsoleActorsContext';
import { useResource, type Resource } from '../../kit/useResource';

/** The user's companies through the resource machine: empty when there are none, refreshed after a create, delete or leave. */
export function useCompanyList(): Resource<Company[]> {
  const client = useApolloClient();
  const { companies } = useConsoleActors();
  return useResource<Company[], object>({}, (_, signal) => companies.fetchCompanies(signal, client), { failureKey: commonTexts.other, emptyOnNone: true });
}
