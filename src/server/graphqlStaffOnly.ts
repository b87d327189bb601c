// GraphQL is the admin's tool, not the site's: the pages read through the local API and the
// browser through REST. Open to everyone, anyone could alias 30 `Plans(limit: 100)` queries in
// one unmetered request (~0.36 s of work), and `{ Access { canAccessAdmin } }` answered anonymous
// callers a 500. So a caller without an admin-panel session may only run the mutations that make
// one (signing in, asking for and using a password reset: rate limited in adminLogin.ts); any
// other field, introspection included, is a validation error (nothing executed, nothing logged;
// 200 with `errors` for `Accept: application/json`, 400 for GraphQL's own response type). The user is the one Payload authenticated for the request (payload-token or JWT).
import { GraphQLError, type ExecutionArgs, type ValidationRule } from 'graphql'

export const GRAPHQL_STAFF_ONLY_MESSAGE =
  'A API GraphQL é só para a equipe: entre no painel administrativo.'

/** The operations open to a caller without an admin-panel session (they start one). */
const OPEN_MUTATIONS = new Set(['loginAdmin', 'forgotPasswordAdmin', 'resetPasswordAdmin'])

type Context = { req?: { user?: { collection?: string } | null } }

const openOperationsOnly: ValidationRule = (context) => ({
  OperationDefinition(node) {
    for (const selection of node.selectionSet.selections) {
      const open =
        node.operation === 'mutation' &&
        selection.kind === 'Field' &&
        OPEN_MUTATIONS.has(selection.name.value)
      if (!open)
        context.reportError(new GraphQLError(GRAPHQL_STAFF_ONLY_MESSAGE, { nodes: selection }))
    }
  },
})

/** payload.config.ts `graphQL.validationRules`: nothing for staff, the gate for anyone else. */
export function graphqlValidationRules(args: ExecutionArgs): ValidationRule[] {
  const user = (args.contextValue as Context | undefined)?.req?.user
  return user?.collection === 'admins' ? [] : [openOperationsOnly]
}
