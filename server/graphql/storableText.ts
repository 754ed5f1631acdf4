import { Kind, type ASTVisitor, type ValidationContext } from 'graphql';
import { createGraphQLError, type Plugin } from 'graphql-yoga';
import { findUnstorableText, textProblem, unstorableTextMessage } from '../../services/contracts';

/** A string literal written in the document itself (its escapes are only decoded when parsed). */
function storableLiterals(context: ValidationContext): ASTVisitor {
  return {
    [Kind.STRING](node) {
      const problem = textProblem(node.value);
      if (problem)
        context.reportError(createGraphQLError(unstorableTextMessage({ path: 'A text in the query', problem }), { nodes: [node], extensions: { code: 'BAD_USER_INPUT' } }));
    },
  };
}

/**
 * The GraphQL side of the one text check: variables (also those a GET request carries as JSON
 * in its query string) and the string literals of the document.
 */
export function refuseUnstorableText(): Plugin {
  return {
    onParams({ params }) {
      const found = findUnstorableText(params.variables ?? {}, 'variables') ?? findUnstorableText(params.operationName ?? '', 'operationName');
      if (found) throw createGraphQLError(unstorableTextMessage(found), { extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } } });
    },
    onValidate({ addValidationRule }) {
      addValidationRule(storableLiterals);
    },
  };
}
