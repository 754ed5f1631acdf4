import { z } from 'zod';
import { graphqlMessages } from '../../services/contracts/graphqlMessages';

/** createCompany's arguments, trimmed and checked (spec 01 section 5). */
export const createCompanyInput = z.object({
  name: z.string().trim().min(1, graphqlMessages.nameEmpty).min(2, graphqlMessages.nameShort).max(100, graphqlMessages.nameLong),
  country: z
    .string()
    .trim()
    .max(64, 'The country name is too long.')
    .transform((v) => (v === '' ? 'TURKEY' : v.toUpperCase())),
  requestDescription: z
    .string()
    .trim()
    .max(2000, 'The request description is at most 2000 characters.')
    .nullish()
    .transform((v) => (v ? v : null)),
  hostName: z
    .string()
    .trim()
    .max(253, 'The host name is too long.')
    .nullish()
    .transform((v) => (v ? v : null)),
});

export const userTypeInput = z.enum(['ADMIN', 'USER'], { error: 'The member type must be ADMIN or USER.' });
/** Invitation types: AGENT joins as a USER and is sent on to live chat after registering. */
export const invitationTypeInput = z
  .string()
  .trim()
  .transform((v) => v.toUpperCase())
  .pipe(z.enum(['ADMIN', 'USER', 'AGENT'], { error: 'The invitation type must be ADMIN, USER or AGENT.' }));
export const emailInput = z.string().trim().toLowerCase().email('Enter a valid e-mail address.').max(254);
