import type { Db } from '../db/connect';

/**
 * Removes a company with everything that hangs on it, in one transaction: the versions and
 * assistants, AI connections, account info, invitations, memberships, then the company. Any failure leaves
 * all of it as it was.
 */
export async function deleteCompanyAndData(db: Db, companyId: string): Promise<void> {
  await db.transaction().execute(async (tx) => {
    const bots = tx.selectFrom('bots').select('id').where('company_id', '=', companyId);
    await tx.deleteFrom('bot_versions').where('bot_id', 'in', bots).execute();
    await tx.deleteFrom('bots').where('company_id', '=', companyId).execute();
    await tx.deleteFrom('ai_connections').where('company_id', '=', companyId).execute();
    await tx.deleteFrom('account_info').where('company_id', '=', companyId).execute();
    await tx.deleteFrom('invitations').where('company_id', '=', companyId).execute();
    await tx.deleteFrom('company_users').where('company_id', '=', companyId).execute();
    await tx.deleteFrom('companies').where('id', '=', companyId).execute();
  });
}
