import type { FastifyReply, FastifyRequest } from 'fastify';
import { createGraphQLError, createSchema } from 'graphql-yoga';
import { companyAllowsIp } from '../auth/ipAllowlist';
import type { SessionOfUser } from '../auth/sessions';
import type { AppDeps } from '../deps';

/** What each GraphQL operation knows: the app's dependencies, the caller's full session (if any) and address. */
export type GraphqlContext = { deps: AppDeps; session: SessionOfUser | undefined; ip: string };

/** What the Fastify route hands to GraphQL Yoga. */
export type ServerContext = { req: FastifyRequest; reply: FastifyReply };

const typeDefs = /* GraphQL */ `
  type User {
    id: ID!
    name: String!
    surname: String!
    email: String!
  }

  type Company {
    id: ID!
    name: String!
    createdAt: String!
    currentUserType: String!
    isEnterprise: Boolean!
    isIpAddressAllowed: Boolean!
    country: String!
  }

  type Query {
    me: User!
    companies: [Company!]!
  }
`;

function signedIn(context: GraphqlContext): SessionOfUser {
  if (!context.session) {
    throw createGraphQLError('You are not signed in, or your session has expired.', {
      extensions: { code: 'UNAUTHENTICATED', http: { status: 401 } },
    });
  }
  return context.session;
}

export const graphqlSchema = createSchema<ServerContext & GraphqlContext>({
  typeDefs,
  resolvers: {
    Query: {
      me: (_parent: unknown, _args: unknown, context: GraphqlContext) => {
        const { user } = signedIn(context);
        return { id: user.id, name: user.name, surname: user.surname, email: user.email };
      },
      companies: async (_parent: unknown, _args: unknown, context: GraphqlContext) => {
        const { user } = signedIn(context);
        const rows = await context.deps.db
          .selectFrom('company_users')
          .innerJoin('companies', 'companies.id', 'company_users.company_id')
          .select(['companies.id', 'companies.name', 'companies.created_at', 'companies.is_enterprise', 'companies.ip_allowlist', 'companies.country', 'company_users.user_type'])
          .where('company_users.user_id', '=', user.id)
          .orderBy('companies.name')
          .execute();
        return rows.map((row) => ({
          id: row.id,
          name: row.name,
          createdAt: row.created_at.toISOString(),
          currentUserType: row.user_type,
          isEnterprise: row.is_enterprise,
          isIpAddressAllowed: companyAllowsIp(row.ip_allowlist, context.ip),
          country: row.country,
        }));
      },
    },
  },
});
