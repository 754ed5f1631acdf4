import { z } from 'zod';
import type { User } from '../db/schema';
import { signedIn } from '../graphql/context';
import { parseArgs } from '../graphql/parseArgs';
import type { MutationResolvers, QueryResolvers } from '../graphql/generated/resolvers';

function userView(user: Pick<User, 'id' | 'name' | 'surname' | 'email' | 'tfa_enabled_at'>) {
  return { id: user.id, name: user.name, surname: user.surname, email: user.email, twoFactorEnabled: user.tfa_enabled_at !== null };
}

const personName = (label: string) => z.string().trim().min(1, `${label} cannot be empty.`).max(100, `${label} is at most 100 characters.`);
const profileInput = z.object({ name: personName('Name'), surname: personName('Surname') });

export const profileQueries: QueryResolvers = {
  me: (_, __, context) => userView(signedIn(context).user),
};

export const profileMutations: MutationResolvers = {
  updateProfile: async (_, args, context) => {
    const { user } = signedIn(context);
    const input = parseArgs(profileInput, args);
    const updated = await context.deps.db
      .updateTable('users')
      .set({ name: input.name, surname: input.surname, modified_at: context.deps.clock.now() })
      .where('id', '=', user.id)
      .returning(['id', 'name', 'surname', 'email', 'tfa_enabled_at'])
      .executeTakeFirstOrThrow();
    return userView(updated);
  },
};
