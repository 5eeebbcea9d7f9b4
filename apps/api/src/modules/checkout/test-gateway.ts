/**
 * The built-in test gateway: no money moves. It decides payments by the documented test data
 * (docs/payments.md), signs its callbacks with HMAC-SHA256 over `payment_id|status|provider_ref`
 * like India's gateways do, and answers every refund at once with a reference.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { TEST_GATEWAY, expiryValid, type GatewayPayBody, type PaymentCallbackBody } from '@shop/shared';
import { sql } from 'drizzle-orm';
import { selectRows, type Db } from '../../db/client';
import type { PaymentGateway, RefundAnswer } from './gateway';

const SECRET_KEY = 'paymentSecret';

/** Test data: refunds of a payment whose gateway reference ends with this are declined (docs/payments.md). */
export const TEST_REFUND_DECLINED_SUFFIX = '_norefund';

/** The callback signing secret: PAYMENT_SECRET, or one generated once and shared by every process through the database. */
export async function paymentSecret(db: Db, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  await db.execute(sql`INSERT INTO settings (key, value) VALUES (${SECRET_KEY}, ${JSON.stringify(randomBytes(32).toString('hex'))}::jsonb) ON CONFLICT (key) DO NOTHING`);
  const rows = await selectRows<{ value: string }>(db, sql`SELECT value FROM settings WHERE key = ${SECRET_KEY}`);
  return rows[0]!.value;
}

export function signCallback(secret: string, c: Pick<PaymentCallbackBody, 'payment_id' | 'status' | 'provider_ref'>): string {
  return createHmac('sha256', secret).update(`${c.payment_id}|${c.status}|${c.provider_ref}`).digest('hex');
}

/** The test gateway's decision for the details given; documented in docs/payments.md. */
export function testGatewayDecision(details: GatewayPayBody['details'], now: Date): { approved: true } | { approved: false; reason: string } {
  switch (details.method) {
    case 'card': {
      if (!expiryValid(details.expiryDate, now)) return { approved: false, reason: 'The card has expired.' };
      const number = details.cardNumber.replace(/[\s-]/g, '');
      if (TEST_GATEWAY.declinedCards.some((c) => c.replace(/\s/g, '') === number)) return { approved: false, reason: 'The card was declined by the bank.' };
      return { approved: true };
    }
    case 'upi':
      return details.upiId.toLowerCase() === TEST_GATEWAY.declinedUpi ? { approved: false, reason: 'The UPI payment was declined.' } : { approved: true };
    case 'netbanking':
      return details.bank.includes('declines') ? { approved: false, reason: 'The bank declined the payment.' } : { approved: true };
    case 'wallet':
      return details.wallet.includes('declines') ? { approved: false, reason: 'The wallet declined the payment.' } : { approved: true };
  }
}

export class TestGateway implements PaymentGateway {
  readonly provider = 'test-gateway';
  readonly name = 'Test gateway';
  readonly test = true;

  constructor(private readonly secret: () => Promise<string>) {}

  async createPayment(): Promise<{ reference: string | null }> {
    // The test gateway's hosted page is the shop's own checkout dialog: nothing to open remotely.
    return { reference: null };
  }

  /** Signs a callback as the gateway would send it (the test gateway sends it in-process). */
  async sign(c: Pick<PaymentCallbackBody, 'payment_id' | 'status' | 'provider_ref'>): Promise<string> {
    return signCallback(await this.secret(), c);
  }

  async verifyCallback(c: PaymentCallbackBody): Promise<boolean> {
    const expected = Buffer.from(await this.sign(c), 'hex');
    const given = Buffer.from(c.signature, 'hex');
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  async refund(r: { refundId: string; paymentReference: string | null; amountPaise: number }): Promise<RefundAnswer> {
    // No money moved, so none goes back; the answer has the shape a live gateway's has. Test data:
    // a payment captured with a reference ending in _norefund has its refunds declined.
    if (r.paymentReference?.endsWith(TEST_REFUND_DECLINED_SUFFIX)) return { ok: false, reason: 'The test gateway declined the refund (test data: the payment reference ends in _norefund).' };
    return { ok: true, reference: `tgr_${randomBytes(9).toString('base64url')}` };
  }

  /** A fresh capture reference, as the gateway gives each payment. */
  newReference(): string {
    return `tg_${randomBytes(9).toString('base64url')}`;
  }
}
