/** The audit log: who changed what and when, written in the same transaction as every back-office write. */
import type { Db } from '../db/client';
import { auditLog } from '../db/schema';

export async function audit(db: Db, actorId: string | null, action: string, entity: string, entityId: string | null, details: Record<string, unknown> | null, now: Date): Promise<void> {
  await db.insert(auditLog).values({ actorId, action, entity, entityId, details, createdAt: now });
}
