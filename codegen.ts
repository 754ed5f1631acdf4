import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * GraphQL Code Generator (`npm run codegen`): from the one schema, server/graphql/schema/*.graphql,
 * the resolver types the server's resolver maps are written against, and the typed documents
 * and answers of the console's operations (the `graphql()` calls in services/ and ui/).
 * The output is committed; tests/architecture/graphqlCodegen.test.ts fails when it is stale.
 */
const config: CodegenConfig = {
  schema: 'server/graphql/schema/*.graphql',
  generates: {
    'server/graphql/generated/resolvers.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        contextType: '../context#ResolverContext',
        useTypeImports: true,
        enumsAsTypes: true,
        makeResolverTypeCallable: true,
        // What the resolvers return for these types: the server's views of the stored rows.
        mappers: {
          AiConnection: '../../ai/aiConnectionStore#AiConnectionView',
          Bot: '../../bots/botStore#BotView',
          Channel: '../../../services/contracts/rest/channels#ChannelView',
          Company: '../../companies/companyView#CompanyView',
          KnowledgeBaseIntent: '../../knowledgeBase/knowledgeBaseStore#KnowledgeBaseIntentView',
          Version: '../../bots/versionStore#VersionView',
        },
      },
    },
    'services/generated/': {
      preset: 'client',
      documents: ['services/**/*.ts', 'ui/**/*.ts', 'ui/**/*.tsx', '!**/*.test.ts', '!**/*.test.tsx', '!services/generated/**'],
      presetConfig: { fragmentMasking: false },
      config: { useTypeImports: true, enumsAsTypes: true, skipTypename: true, scalars: { ID: 'string' } },
    },
  },
};

export default config;
