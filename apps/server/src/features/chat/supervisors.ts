import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index';
import type { Tx } from '../../platform/database/transaction';

/**
 * Who hears of an escalation or an overdue risky conversation whether online or not (api.md
 * "Roles and supervision"): every supervisor, or, where the service has none yet, its admins.
 */
export async function supervisorsToTell(tx: Tx): Promise<number[]> {
  const of = async (role: 'supervisor' | 'admin') =>
    (await tx.select({ id: users.id }).from(users).where(eq(users.role, role))).map((row) => row.id);
  const supervisors = await of('supervisor');
  return supervisors.length > 0 ? supervisors : of('admin');
}
