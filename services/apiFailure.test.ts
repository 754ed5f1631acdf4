import { CombinedGraphQLErrors } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { toApiFailure } from './apiFailure';
import { graphqlFailure } from './graphql';
import { policyFor } from './httpPolicy';

const refused = (extensions: Record<string, unknown>) =>
  new CombinedGraphQLErrors({ errors: [{ message: 'You are not authorized for this action. You can contact your Administrator for further information.', extensions }] });

describe('a GraphQL refusal as the console reads it', () => {
  it('a channel operation refused with its permission code reaches the form as that code, not as a blocked access', () => {
    const error = refused({ code: 'FORBIDDEN', status: 403, http: { status: 403 }, permissionCode: 408 });
    expect(toApiFailure(error)).toMatchObject({ kind: 'http', status: 408 });
    expect(policyFor(graphqlFailure(error))).toEqual({ kind: 'toast', key: 'http.fetchError' });
  });

  it('a 403 without a permission code still opens the access-blocked page', () => {
    const error = refused({ code: 'FORBIDDEN', http: { status: 403 } });
    expect(toApiFailure(error)).toMatchObject({ kind: 'http', status: 403 });
    expect(policyFor(graphqlFailure(error))).toEqual({ kind: 'navigate', to: '/error?header=access_blocked' });
  });
});
