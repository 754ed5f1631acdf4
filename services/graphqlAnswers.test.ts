import { describe, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import type { conversationPageSchema } from './contracts/conversations';
import type { Publication, PublishState } from './contracts/publish';
import type { ConversationAnalysisWithPaginationQuery, PublishStateQuery, PublishVersionMutation } from './generated/graphql';

/**
 * The contracts that check GraphQL answers (zod) and the answers' types generated from the
 * schema (services/generated) agree; the type check (part of `npm test`) enforces it.
 */
describe('contracts of GraphQL answers', () => {
  it('a conversation page is exactly what conversationAnalysisWithPagination answers', () => {
    expectTypeOf<z.infer<typeof conversationPageSchema>>().toEqualTypeOf<ConversationAnalysisWithPaginationQuery['conversationAnalysisWithPagination']>();
  });

  it('a publish state the contract accepts has the answer’s fields, each one a value the schema allows', () => {
    type Answer = PublishStateQuery['publishState'];
    expectTypeOf<PublishVersionMutation['publishVersion']>().toEqualTypeOf<Answer>();
    expectTypeOf<PublishState>().toExtend<Answer>();
    expectTypeOf<keyof PublishState>().toEqualTypeOf<keyof Answer>();
    expectTypeOf<keyof Publication>().toEqualTypeOf<keyof NonNullable<Answer['live']>>();
  });
});
