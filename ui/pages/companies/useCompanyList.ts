import { useApolloClient } from '@apollo/client/react';
import { commonTexts } from '../../../machines/text';
import { fetchCompanies, type Company } from '../../../services/companies';
import { useResource, type Resource } from '../../kit/useResource';

/** The user's companies through the resource machine: empty when there are none, refreshed after a create, delete or leave. */
export function useCompanyList(): Resource<Company[]> {
  const client = useApolloClient();
  return useResource<Company[], object>({}, (_, signal) => fetchCompanies(signal, client), { failureKey: commonTexts.other, emptyOnNone: true });
}
