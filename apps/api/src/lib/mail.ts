/**
 * Mail goes through the outbox table: written in the same transaction as the change it reports,
 * then sent by the mail job (SMTP when SMTP_URL is set; otherwise kept in the outbox and logged).
 */
import { sql } from 'drizzle-orm';
import { selectRows, type Db } from '../db/client';
import { outbox } from '../db/schema';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** What the mail is about, for the back office's outbox view: 'order-placed', 'password-reset', ... */
  kind: string;
  /** Files made when the mail is sent (a tax invoice's PDF), so the outbox keeps a reference, not the bytes. */
  attachments?: MailAttachmentRef[];
  /** Extra headers, sent by SMTP as they are (an alert's List-Unsubscribe and List-Unsubscribe-Post). */
  headers?: Record<string, string>;
  /** An HTML part beside the text (an alert's pictures); the text stays the mail's readable whole. */
  html?: string;
}

/** What a mail attaches: the kind of document, its id and the file's name. */
export interface MailAttachmentRef {
  kind: 'invoice';
  id: string;
  filename: string;
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** Makes an attachment's file at sending time (modules/invoices renders the PDF). */
export type AttachmentRenderer = (db: Db, ref: MailAttachmentRef) => Promise<MailAttachment>;

export async function queueMail(db: Db, message: MailMessage, now: Date): Promise<void> {
  await db.insert(outbox).values({
    toAddress: message.to,
    subject: message.subject,
    bodyText: message.text,
    kind: message.kind,
    attachments: message.attachments ?? [],
    headers: message.headers ?? {},
    bodyHtml: message.html ?? null,
    createdAt: now,
    nextAttemptAt: now,
  });
}

/**
 * Keeps a message that another channel delivers (an SMS from the dev/test SMS sender) in the outbox
 * as already handled ('logged'), so staff can read it in the back office and the mail job never
 * tries to send it by mail.
 */
export async function keepInOutbox(db: Db, message: MailMessage, now: Date): Promise<void> {
  await db.insert(outbox).values({
    toAddress: message.to,
    subject: message.subject,
    bodyText: message.text,
    kind: message.kind,
    status: 'logged',
    attempts: 0,
    attachments: [],
    createdAt: now,
    nextAttemptAt: now,
    sentAt: now,
  });
}

/**
 * A mail's text as staff see it in the outbox: the token of a reset link (or any link carrying a
 * token) is masked, so the back office never hands over a live link to someone's account.
 */
export function maskMailSecrets(text: string): string {
  return text.replace(/([?&]token=)[^\s&]+/gi, '$1••••••••');
}

export interface MailTransport {
  send(message: { from: string; to: string; subject: string; text: string; html?: string; headers?: Record<string, string>; attachments?: MailAttachment[] }): Promise<void>;
}

/** SMTP through nodemailer, loaded only when SMTP_URL is set. */
export async function smtpTransport(url: string): Promise<MailTransport> {
  const nodemailer = await import('nodemailer');
  const transporter = nodemailer.default.createTransport(url);
  return {
    async send(message) {
      await transporter.sendMail(message);
    },
  };
}

const MAX_ATTEMPTS = 5;

/**
 * Sends due mails from the outbox, each claimed by one process (FOR UPDATE SKIP LOCKED). Without a
 * transport, a mail is marked 'logged': it stays readable in the back office's outbox.
 */
export async function deliverOutbox(db: Db, transport: MailTransport | null, from: string, now: Date, log: (line: string) => void, batch = 20, renderAttachment?: AttachmentRenderer): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await selectRows<{
      id: string;
      to_address: string;
      subject: string;
      body_text: string;
      body_html: string | null;
      headers: Record<string, string> | null;
      attempts: number;
      attachments: MailAttachmentRef[];
    }>(
      tx,
      sql`SELECT id, to_address, subject, body_text, body_html, headers, attempts, attachments FROM outbox
           WHERE status = 'queued' AND next_attempt_at <= ${now}
           ORDER BY next_attempt_at LIMIT ${batch} FOR UPDATE SKIP LOCKED`,
    );
    for (const mail of due) {
      if (!transport) {
        log(`mail to ${mail.to_address}: ${mail.subject}`);
        await tx.execute(sql`UPDATE outbox SET status = 'logged', sent_at = ${now}, attempts = attempts + 1 WHERE id = ${mail.id}`);
        continue;
      }
      try {
        const refs = mail.attachments ?? [];
        if (refs.length > 0 && !renderAttachment) throw new Error("No renderer for this mail's attachments");
        const attachments = await Promise.all(refs.map((ref) => renderAttachment!(tx, ref)));
        const headers = mail.headers ?? {};
        await transport.send({
          from,
          to: mail.to_address,
          subject: mail.subject,
          text: mail.body_text,
          ...(mail.body_html ? { html: mail.body_html } : {}),
          ...(Object.keys(headers).length ? { headers } : {}),
          ...(attachments.length ? { attachments } : {}),
        });
        await tx.execute(sql`UPDATE outbox SET status = 'sent', sent_at = ${now}, attempts = attempts + 1 WHERE id = ${mail.id}`);
      } catch (err) {
        const attempts = mail.attempts + 1;
        const retryAt = new Date(now.getTime() + 2 ** attempts * 60_000);
        await tx.execute(
          sql`UPDATE outbox SET attempts = ${attempts}, last_error = ${String((err as Error).message).slice(0, 500)},
                     status = ${attempts >= MAX_ATTEMPTS ? 'failed' : 'queued'}, next_attempt_at = ${retryAt} WHERE id = ${mail.id}`,
        );
      }
    }
    return due.length;
  });
}
