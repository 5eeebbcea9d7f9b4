/**
 * Mail goes through the outbox table: written in the same transaction as the change it reports,
 * then sent by the mail job (SMTP when SMTP_URL is set; otherwise kept in the outbox and logged).
 */
import type { Db } from '../db/client';
import { outbox } from '../db/schema';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** What the mail is about, for the back office's outbox view: 'order-placed', 'password-reset', ... */
  kind: string;
}

export async function queueMail(db: Db, message: MailMessage, now: Date): Promise<void> {
  await db.insert(outbox).values({
    toAddress: message.to,
    subject: message.subject,
    bodyText: message.text,
    kind: message.kind,
    createdAt: now,
    nextAttemptAt: now,
  });
}
