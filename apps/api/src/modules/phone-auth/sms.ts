/**
 * Sending an SMS, as the shop sees it: one call. The default sender (development, tests, and any
 * shop without an SMS provider) keeps each message in the back office's outbox, where staff and the
 * tests read the code. A live provider (MSG91, Gupshup, Twilio, AWS SNS with a DLT-registered
 * template, as Indian law requires for OTP messages) is one more class implementing `SmsSender`,
 * chosen in `createSmsSender` from its keys in the environment (docs/phone-sign-in.md).
 */
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { keepInOutbox } from '../../lib/mail';

export interface SmsMessage {
  /** E.164, e.g. +919876543210. */
  to: string;
  text: string;
  /** What the message is about: 'phone-code'. */
  kind: string;
}

export interface SmsSender {
  /** 'outbox' for the default sender; a provider's name otherwise. */
  readonly provider: string;
  /**
   * Sends (or queues) the message. `db` is the transaction that made the code, so a sender that
   * keeps messages in the database writes them with it; a live provider calls out and may ignore it.
   */
  send(db: Db, message: SmsMessage, now: Date): Promise<void>;
}

/** The default: the message goes to the outbox (kind `sms:<kind>`), marked handled, readable by staff. */
export class OutboxSmsSender implements SmsSender {
  readonly provider = 'outbox';
  async send(db: Db, message: SmsMessage, now: Date): Promise<void> {
    await keepInOutbox(db, { to: message.to, kind: `sms:${message.kind}`, subject: message.text.split('\n')[0]!.slice(0, 120), text: message.text }, now);
  }
}

/** The shop's SMS sender. Only the outbox sender exists today; a live provider is chosen here from the configuration. */
export function createSmsSender(_config: Config): SmsSender {
  return new OutboxSmsSender();
}
