import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/build-test-app';
import { shopWith } from '../../../test/shop';
import { createUser, dbSnapshot, type TestUser } from '../../../test/factories';

let t: TestApp;
beforeAll(async () => ({ t } = await shopWith()));
afterAll(() => t.close());

const signup = (payload: unknown) => t.app.inject({ method: 'POST', url: '/api/user/signup', payload: payload as object });
const valid = { first_name: 'Meera', last_name: 'Shah', email: 'Meera.Shah@Example.com', password: 'Saffron-2026', confirmPassword: 'Saffron-2026' };
// Meera has an account before any test runs: tests run in a random order, so none may rely on another's sign-up.
beforeAll(async () => expect((await signup(valid)).statusCode).toBe(201));

describe('POST /api/user/signup', () => {
  it('creates a customer account with the email lower-cased', async () => {
    const res = await signup({ ...valid, first_name: 'Ananya', email: 'Ananya.Rao@Example.com' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ success: true, data: { email: 'ananya.rao@example.com', role_id: '2', first_name: 'Ananya' } });
    expect(res.json().data).not.toHaveProperty('password');
    expect(res.json().data).not.toHaveProperty('passwordHash');
  });

  it('refuses the same email in any case, and changes nothing', async () => {
    const before = await dbSnapshot(t);
    const res = await signup({ ...valid, email: 'MEERA.SHAH@example.COM' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ success: false, code: 'EMAIL_TAKEN' });
    expect(await dbSnapshot(t)).toEqual(before);
  });

  it.each([
    ['passwords that do not match', { ...valid, email: 'a1@example.com', confirmPassword: 'Other-2026' }, 'Passwords do not match'],
    ['a missing first name', { ...valid, email: 'a2@example.com', first_name: '' }, 'First name is required.'],
    ['a bad email', { ...valid, email: 'not-an-email' }, 'Please enter a valid email address.'],
    ['a short password', { ...valid, email: 'a3@example.com', password: 'short', confirmPassword: 'short' }, 'Password must be at least 8 characters.'],
    ['a role in the body (mass assignment)', { ...valid, email: 'a4@example.com', role_id: '1' }, undefined],
    ['a number for a name', { ...valid, email: 'a5@example.com', last_name: 42 }, undefined],
  ])('refuses %s with 400 and a readable message', async (_, payload, message) => {
    const before = await dbSnapshot(t);
    const res = await signup(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    expect(typeof res.json().message).toBe('string');
    if (message) expect(res.json().message).toBe(message);
    expect(await dbSnapshot(t)).toEqual(before);
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/user/signup', headers: { 'content-type': 'application/json' }, payload: '{"email": ' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED', message: 'The request body is not valid JSON.' });
  });

  it('answers a non-JSON content type with 415', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/user/signup', headers: { 'content-type': 'text/plain' }, payload: 'hello' });
    expect(res.statusCode).toBe(415);
    expect(res.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });
});

describe('POST /api/user/signin and /signout', () => {
  it('returns a token and the user id, and the token works', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/user/signin', payload: { email: 'meera.shah@example.com', password: 'Saffron-2026' } });
    expect(res.statusCode).toBe(200);
    const { token, user } = res.json().data;
    expect(token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    const details = await t.app.inject({ method: 'GET', url: `/api/user/details/${user._id}`, headers: { authorization: `Bearer ${token}` } });
    expect(details.statusCode).toBe(200);
    expect(details.json().data).toMatchObject({ email: 'meera.shah@example.com', role_id: '2' });
  });

  it('says only "Invalid email or password" for a wrong password or an unknown email', async () => {
    for (const payload of [
      { email: 'meera.shah@example.com', password: 'wrong-password' },
      { email: 'nobody@example.com', password: 'Saffron-2026' },
    ]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/user/signin', payload });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ success: false, code: 'INVALID_CREDENTIALS', message: 'Invalid email or password' });
    }
  });

  it('revokes the token at sign-out', async () => {
    const user = await createUser(t);
    const out = await t.app.inject({ method: 'POST', url: '/api/user/signout', headers: user.auth });
    expect(out.statusCode).toBe(200);
    const after = await t.app.inject({ method: 'GET', url: `/api/user/details/${user.id}`, headers: user.auth });
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe('UNAUTHENTICATED');
  });

  it('refuses an expired session', async () => {
    const user = await createUser(t);
    t.clock.advance(31 * 86_400_000);
    const res = await t.app.inject({ method: 'GET', url: `/api/user/details/${user.id}`, headers: user.auth });
    t.clock.advance(-31 * 86_400_000);
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /api/user/details and PUT /api/user/update', () => {
  let alice: TestUser;
  let bob: TestUser;
  beforeAll(async () => {
    alice = await createUser(t, { firstName: 'Alice' });
    bob = await createUser(t, { firstName: 'Bob' });
  });

  it('answers 401 without a token and with a forged one', async () => {
    for (const headers of [{}, { authorization: 'Bearer forged-token-forged-token-forged' }, { authorization: 'Basic abc' }]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/user/details/${alice.id}`, headers });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ success: false, code: 'UNAUTHENTICATED' });
    }
  });

  it("answers 403 to another user's details and update, and changes nothing", async () => {
    const before = await dbSnapshot(t);
    const read = await t.app.inject({ method: 'GET', url: `/api/user/details/${alice.id}`, headers: bob.auth });
    expect(read.statusCode).toBe(403);
    const write = await t.app.inject({ method: 'PUT', url: `/api/user/update/${alice.id}`, headers: bob.auth, payload: { first_name: 'Hacked', last_name: 'X', email: bob.email } });
    expect(write.statusCode).toBe(403);
    const mine = await t.app.inject({ method: 'GET', url: `/api/user/details/${alice.id}`, headers: alice.auth });
    expect(mine.json().data.first_name).toBe('Alice');
    expect(await dbSnapshot(t)).toEqual(before);
  });

  it('updates one’s own profile', async () => {
    // A user of its own: Alice's name stays as the other tests expect it.
    const carol = await createUser(t, { firstName: 'Carol' });
    const res = await t.app.inject({ method: 'PUT', url: `/api/user/update/${carol.id}`, headers: carol.auth, payload: { first_name: 'Alicia', last_name: 'Fernandes', email: carol.email } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: 'Profile updated successfully!', data: { first_name: 'Alicia', last_name: 'Fernandes' } });
  });

  it("refuses taking another account's email", async () => {
    const res = await t.app.inject({ method: 'PUT', url: `/api/user/update/${alice.id}`, headers: alice.auth, payload: { first_name: 'Alicia', last_name: 'F', email: bob.email.toUpperCase() } });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('EMAIL_TAKEN');
  });

  it('refuses a role change through update', async () => {
    const res = await t.app.inject({ method: 'PUT', url: `/api/user/update/${alice.id}`, headers: alice.auth, payload: { first_name: 'Alicia', last_name: 'F', email: alice.email, role_id: '1' } });
    expect(res.statusCode).toBe(400);
    const me = await t.app.inject({ method: 'GET', url: `/api/user/details/${alice.id}`, headers: alice.auth });
    expect(me.json().data.role_id).toBe('2');
  });

  it('answers 403 for an unknown user id (never reveals whether it exists)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/user/details/00000000-0000-0000-0000-000000000000', headers: alice.auth });
    expect(res.statusCode).toBe(403);
  });
});
