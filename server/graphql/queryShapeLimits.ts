import { costLimitPlugin } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesPlugin } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthPlugin } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesPlugin } from '@escape.tech/graphql-armor-max-directives';
import { maxTokensPlugin } from '@escape.tech/graphql-armor-max-tokens';
import type { GraphQLArmorRejectCallback } from '@escape.tech/graphql-armor-types';
import type { Plugin } from 'graphql-yoga';
import { limitExceeded, limitMessages } from './limitErrors';

export type QueryShapeLimits = { tokens: number; aliases: number; depth: number; cost: number; directives: number };

/** The figure GraphQL Armor found ("... exceeded, found 20000."), rounded up; "too many" if its wording changes. */
function foundIn(armorMessage: string): string {
  const found = /found (\d+(?:\.\d+)?)/.exec(armorMessage)?.[1];
  return found === undefined ? 'too many' : String(Math.ceil(Number(found)));
}

/** Reports GraphQL Armor's refusal as a validation error in the console's words (the operation then does not run). */
function reportAs(message: (found: string) => string): { onReject: GraphQLArmorRejectCallback[]; propagateOnRejection: false } {
  return {
    propagateOnRejection: false,
    onReject: [
      (context, error) => {
        const refusal = limitExceeded(message(foundIn(error.message)));
        if (context) context.reportError(refusal);
        else throw refusal;
      },
    ],
  };
}

/**
 * GraphQL Armor's checks of a document's shape, before anything runs: the parser stops at the
 * first token over the limit, then aliases, depth (fragments count as a level), cost and
 * directives of each operation are counted during validation.
 */
export function queryShapeLimits(limits: QueryShapeLimits): Plugin[] {
  return [
    maxTokensPlugin({
      n: limits.tokens,
      onReject: [
        () => {
          throw limitExceeded(limitMessages.tooManyTokens(limits.tokens));
        },
      ],
    }),
    maxAliasesPlugin({ n: limits.aliases, ...reportAs((found) => limitMessages.tooManyAliases(found, limits.aliases)) }),
    maxDepthPlugin({ n: limits.depth, ...reportAs((found) => limitMessages.tooDeep(found, limits.depth)) }),
    costLimitPlugin({ maxCost: limits.cost, ...reportAs((found) => limitMessages.tooCostly(found, limits.cost)) }),
    maxDirectivesPlugin({ n: limits.directives, ...reportAs((found) => limitMessages.tooManyDirectives(found, limits.directives)) }),
  ];
}
