import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { shopWith } from '../../../test/shop';
import { createUser, type TestUser } from '../../../test/factories';

let t: TestApp;
beforeAll(async () => ({ t } = await shopWith()));
afterAll(() => t.close());

let serial = 0;
/** A fresh valid mobile number per test, so tests do not share codes. */
function newNumber(): { typed: string; e164: string } {
  serial += 1;
  const digits = `98${String(Date.now() % 1_000_000).padStart(6, '0')}${String(serial).padStart(2, '0')}`;
  return { typed: `+91 ${digits.slice(0, 5)} ${digits.slice(5)}`, e164: `+91${digits}` };
}
const post = (url: string, payload: object, user?: TestUser) => t.app.inject({ method: 'POST', url, payload, headers: user?.auth ?? {} });
const users = async () => (await t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM users'))[0]!.n;

/** Asks for a code and reads it from the outbox, as the default SMS sender leaves it. */
async function askCode(phone: string, url = '/api/user/phone/code', user?: TestUser): Promise<string> {
  t.clock.advance(1000);
  const res = await post(url, { phone }, user);
  expect(res.statusCode, res.body).toBe(200);
  return latestCode(phone);
}
async function latestCode(e164OrTyped: string): Promise<string> {
  const rows = await t.database.query<{ body_text: string; to_address: string; status: string }>(
    "SELECT body_text, to_address, status FROM outbox WHERE kind = 'sms:phone-code' ORDER BY created_at DESC LIMIT 1",
  );
  const row = rows[0]!;
  expect(row.status).toBe('logged'); // never handed to the mail transport
  expect(row.to_address.replace(/\s/g, '')).toBe(e164OrTyped.replace(/\s/g, ''));
  return /^(\d{6}) is your code/.exec(row.body_text)![1]!;
}
const details = (email: string) => ({ first_name: 'Meera', last_name: 'Iyer', email });

describe('asking for a code', () => {
  it('refuses what is not a +91 mobile number, with a readable 400, and sends nothing', async () => {
    const before = (await t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM phone_codes'))[0]!.n;
    for (const phone of ['12345', '+1 415 555 0100', '5876543210', 'ninety', '']) {
      const res = await post('/api/user/phone/code', { phone });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/10-digit Indian mobile number/);
    }
    expect((await t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM phone_codes'))[0]!.n).toBe(before);
  });

  it('answers the same for a number with an account and one without, and keeps only a hash of the code', async () => {
    const known = newNumber();
    const code = await askCode(known.e164);
    expect((await post('/api/user/phone/signin', { phone: known.e164, code, ...details(`known${serial}@example.com`) })).statusCode).toBe(200);
    const unknown = newNumber();
    const a = await post('/api/user/phone/code', { phone: known.typed });
    t.clock.advance(1000);
    const b = await post('/api/user/phone/code', { phone: unknown.typed });
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().message.replace(/\d/g, '#')).toBe(b.json().message.replace(/\d/g, '#'));
    const sent = await latestCode(unknown.e164);
    const stored = await t.database.query<{ code_hash: string }>('SELECT code_hash FROM phone_codes WHERE phone = $1', [unknown.e164]);
    expect(stored).toHaveLength(1);
    expect(stored[0]!.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored[0]!.code_hash).not.toContain(sent);
  });
});

describe('signing in with a code', () => {
  it('a new number: asks for name and email, then creates the account once; later codes sign in to it', async () => {
    const n = newNumber();
    const code = await askCode(n.typed);
    const before = await users();
    const first = await post('/api/user/phone/signin', { phone: n.typed, code });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toEqual({ status: 'details-needed' });
    expect(await users()).toBe(before);

    const email = `meera${serial}@example.com`;
    const made = await post('/api/user/phone/signin', { phone: n.typed, code, ...details(email) });
    expect(made.statusCode, made.body).toBe(200);
    const data = made.json().data;
    expect(data).toMatchObject({ status: 'signed-in', created: true, user: { email, first_name: 'Meera' } });
    expect(await users()).toBe(before + 1);
    // The session works.
    const me = await t.app.inject({ method: 'GET', url: '/api/user/phone', headers: { authorization: `Bearer ${data.token}` } });
    expect(me.json().data.phone).toBe(n.e164);

    // The code is used up.
    const again = await post('/api/user/phone/signin', { phone: n.typed, code, ...details(`other${serial}@example.com`) });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('PHONE_CODE_EXPIRED');

    // A new code signs in to the same account; no second account.
    const code2 = await askCode(n.e164);
    const back = await post('/api/user/phone/signin', { phone: n.e164, code: code2 });
    expect(back.json().data).toMatchObject({ status: 'signed-in', created: false, user: { _id: data.user._id } });
    expect(await users()).toBe(before + 1);
  });

  it('two sign-ins racing with the same code make one account', async () => {
    const n = newNumber();
    const code = await askCode(n.e164);
    const before = await users();
    const answers = await Promise.all([
      post('/api/user/phone/signin', { phone: n.e164, code, ...details(`race-a${serial}@example.com`) }),
      post('/api/user/phone/signin', { phone: n.e164, code, ...details(`race-b${serial}@example.com`) }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
    expect(await users()).toBe(before + 1);
    expect((await t.database.query('SELECT 1 FROM user_phones WHERE phone = $1', [n.e164])).length).toBe(1);
  });

  it('a wrong code says how many tries are left; the fifth locks the code, even against the right one', async () => {
    const n = newNumber();
    const code = await askCode(n.e164);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let left = 4; left >= 1; left--) {
      const res = await post('/api/user/phone/signin', { phone: n.e164, code: wrong });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'PHONE_CODE_WRONG', message: `That code is not right. ${left} ${left === 1 ? 'try' : 'tries'} left.` });
    }
    const fifth = await post('/api/user/phone/signin', { phone: n.e164, code: wrong });
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json().code).toBe('PHONE_CODE_LOCKED');
    const right = await post('/api/user/phone/signin', { phone: n.e164, code, ...details(`locked${serial}@example.com`) });
    expect(right.statusCode).toBe(429);
    expect(right.json().message).toBe('Too many wrong codes. Please ask for a new code.');
    // A new code works again.
    const fresh = await askCode(n.e164);
    expect((await post('/api/user/phone/signin', { phone: n.e164, code: fresh, ...details(`locked${serial}@example.com`) })).statusCode).toBe(200);
  });

  it('a code lapses after 5 minutes; a newer code retires the older one', async () => {
    const n = newNumber();
    const code = await askCode(n.e164);
    t.clock.advance(5 * 60_000);
    const late = await post('/api/user/phone/signin', { phone: n.e164, code });
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({ code: 'PHONE_CODE_EXPIRED', message: 'This code has expired or was not sent to this number. Please ask for a new code.' });

    const older = await askCode(n.e164);
    const newer = await askCode(n.e164);
    if (older !== newer) expect((await post('/api/user/phone/signin', { phone: n.e164, code: older })).json().code).toBe('PHONE_CODE_WRONG');
    t.clock.advance(4 * 60_000 + 59_000);
    expect((await post('/api/user/phone/signin', { phone: n.e164, code: newer })).json().data).toEqual({ status: 'details-needed' });
  });

  it('a code for a number never sent one, or a malformed code, is a clear 400', async () => {
    const n = newNumber();
    const none = await post('/api/user/phone/signin', { phone: n.e164, code: '123456' });
    expect(none.statusCode).toBe(400);
    expect(none.json().code).toBe('PHONE_CODE_EXPIRED');
    const malformed = await post('/api/user/phone/signin', { phone: n.e164, code: '12ab' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toMatch(/6 digits/);
  });

  it('an email that has an account is not linked by typing it: 409, nothing made, the code still good', async () => {
    const owner = await createUser(t);
    const n = newNumber();
    const code = await askCode(n.e164);
    const before = await users();
    const res = await post('/api/user/phone/signin', { phone: n.e164, code, ...details(owner.email) });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('EMAIL_TAKEN');
    expect(await users()).toBe(before);
    expect((await t.database.query('SELECT 1 FROM user_phones WHERE phone = $1', [n.e164])).length).toBe(0);
    expect((await post('/api/user/phone/signin', { phone: n.e164, code, ...details(`fresh${serial}@example.com`) })).statusCode).toBe(200);
  });

  it('a disabled account is refused after the code is proved', async () => {
    const n = newNumber();
    const made = await post('/api/user/phone/signin', { phone: n.e164, code: await askCode(n.e164), ...details(`disabled${serial}@example.com`) });
    await t.database.query('UPDATE users SET disabled_at = now() WHERE id = $1', [made.json().data.user._id]);
    const res = await post('/api/user/phone/signin', { phone: n.e164, code: await askCode(n.e164) });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('ACCOUNT_DISABLED');
  });
});

describe('a phone on the profile', () => {
  it('a signed-in shopper adds and verifies a number, then signs in with it', async () => {
    const shopper = await createUser(t);
    const n = newNumber();
    expect((await t.app.inject({ method: 'GET', url: '/api/user/phone', headers: shopper.auth })).json().data).toEqual({ phone: null, verified_at: null });
    expect((await post('/api/user/phone/verify-code', { phone: n.typed })).statusCode).toBe(401);
    const code = await askCode(n.typed, '/api/user/phone/verify-code', shopper);
    // A sign-in code is not a verify code and the other way round.
    expect((await post('/api/user/phone/signin', { phone: n.e164, code })).json().code).toBe('PHONE_CODE_EXPIRED');
    const ok = await post('/api/user/phone/verify', { phone: n.typed, code }, shopper);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.phone).toBe(n.e164);
    const signin = await post('/api/user/phone/signin', { phone: n.e164, code: await askCode(n.e164) });
    expect(signin.json().data).toMatchObject({ status: 'signed-in', created: false, user: { _id: shopper.id } });
  });

  it('a number of another account is refused with 409 and stays with its owner', async () => {
    const owner = await createUser(t);
    const other = await createUser(t);
    const n = newNumber();
    expect((await post('/api/user/phone/verify', { phone: n.e164, code: await askCode(n.e164, '/api/user/phone/verify-code', owner) }, owner)).statusCode).toBe(200);
    const res = await post('/api/user/phone/verify', { phone: n.e164, code: await askCode(n.e164, '/api/user/phone/verify-code', other) }, other);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('PHONE_TAKEN');
    expect((await t.database.query<{ user_id: string }>('SELECT user_id FROM user_phones WHERE phone = $1', [n.e164]))[0]!.user_id).toBe(owner.id);
  });
});

describe('rate limits (RATE_LIMITS on)', () => {
  it('limits codes per number', async () => {
    const limited = await buildTestApp({ rateLimits: true });
    try {
      const ask = (phone: string) => limited.app.inject({ method: 'POST', url: '/api/user/phone/code', payload: { phone } });
      for (let i = 0; i < 5; i++) expect((await ask('9811122233')).statusCode).toBe(200);
      const sixth = await ask('+91 98111 22233');
      expect(sixth.statusCode).toBe(429);
      expect(sixth.json().message).toBe('Too many codes were asked for this number. Please wait an hour and try again.');
      expect((await ask('9811122244')).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
