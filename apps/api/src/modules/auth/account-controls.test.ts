/** Account controls (issue 14): change password from the profile; staff disable and re-enable an account. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/build-test-app';
import { shopWith } from '../../../test/shop';
import { createUser, dbSnapshot, signIn, type TestUser } from '../../../test/factories';

let t: TestApp;
let admin: TestUser;
beforeAll(async () => ({ t, admin } = await shopWith({ admin: true })));
afterAll(() => t.close());

const changePassword = (who: TestUser, payload: object) => t.app.inject({ method: 'PUT', url: '/api/user/password', headers: who.auth, payload });
const details = (who: TestUser) => t.app.inject({ method: 'GET', url: `/api/user/details/${who.id}`, headers: who.auth });

describe('PUT /api/user/password', () => {
  it('changes the password with the current one; other sessions end, this one stays', async () => {
    const here = await createUser(t);
    const elsewhere = await signIn(t.app, here.email, here.password);
    const res = await changePassword(here, { currentPassword: here.password, password: 'Monsoon-Lantern-31', confirmPassword: 'Monsoon-Lantern-31' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true });
    expect((await details(here)).statusCode).toBe(200);
    expect((await details(elsewhere)).statusCode).toBe(401);
    const oldPassword = await t.app.inject({ method: 'POST', url: '/api/user/signin', payload: { email: here.email, password: here.password } });
    expect(oldPassword.statusCode).toBe(401);
    await expect(signIn(t.app, here.email, 'Monsoon-Lantern-31')).resolves.toHaveProperty('token');
  });

  it('refuses a wrong current password, naming the field, and changes nothing', async () => {
    const user = await createUser(t);
    const before = await dbSnapshot(t);
    const res = await changePassword(user, { currentPassword: 'not-my-password', password: 'Monsoon-Lantern-31', confirmPassword: 'Monsoon-Lantern-31' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'CURRENT_PASSWORD_WRONG', details: [{ path: 'body.currentPassword' }] });
    expect(await dbSnapshot(t)).toEqual(before);
    await expect(signIn(t.app, user.email, user.password)).resolves.toHaveProperty('token');
  });

  it('refuses a common password with the reason on the new password', async () => {
    const user = await createUser(t);
    const res = await changePassword(user, { currentPassword: user.password, password: 'qwerty123', confirmPassword: 'qwerty123' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'PASSWORD_TOO_COMMON', details: [{ path: 'body.password' }] });
  });

  it('needs a session', async () => {
    const res = await t.app.inject({ method: 'PUT', url: '/api/user/password', payload: { currentPassword: 'x', password: 'Monsoon-Lantern-31', confirmPassword: 'Monsoon-Lantern-31' } });
    expect(res.statusCode).toBe(401);
  });
});

describe('staff disable and re-enable an account', () => {
  it('disabling ends every session at once, refuses sign-in with a clear message, and is audited', async () => {
    const user = await createUser(t);
    const second = await signIn(t.app, user.email, user.password);
    const res = await t.app.inject({ method: 'POST', url: `/api/admin/users/${user.id}/disable`, headers: admin.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ _id: user.id, email: user.email });
    expect(res.json().data.disabled_at).toEqual(expect.any(String));

    expect((await details(user)).statusCode).toBe(401);
    expect((await details(second)).statusCode).toBe(401);
    const signin = await t.app.inject({ method: 'POST', url: '/api/user/signin', payload: { email: user.email, password: user.password } });
    expect(signin.statusCode).toBe(403);
    expect(signin.json()).toMatchObject({ success: false, code: 'ACCOUNT_DISABLED' });
    expect(signin.json().message).toMatch(/disabled/);
    // A wrong password still gets the usual answer: the refusal does not reveal the account.
    const wrong = await t.app.inject({ method: 'POST', url: '/api/user/signin', payload: { email: user.email, password: 'wrong-password-1' } });
    expect(wrong.statusCode).toBe(401);

    const enabled = await t.app.inject({ method: 'POST', url: `/api/admin/users/${user.id}/enable`, headers: admin.auth });
    expect(enabled.statusCode).toBe(200);
    expect(enabled.json().data.disabled_at).toBeNull();
    await expect(signIn(t.app, user.email, user.password)).resolves.toHaveProperty('token');

    const audit = await t.app.inject({ method: 'GET', url: '/api/admin/audit', headers: admin.auth });
    const actions = audit
      .json()
      .data.entries.filter((e: { entity_id: string }) => e.entity_id === user.id)
      .map((e: { action: string; actor: string }) => [e.action, e.actor]);
    expect(actions).toEqual([
      ['user.enable', admin.email],
      ['user.disable', admin.email],
    ]);
  });

  it('lists accounts for staff with a search, and refuses shoppers', async () => {
    const user = await createUser(t, { firstName: 'Zoravar' });
    const list = await t.app.inject({ method: 'GET', url: '/api/admin/users?search=zoravar', headers: admin.auth });
    expect(list.statusCode).toBe(200);
    expect(list.json().data.users.map((u: { email: string }) => u.email)).toEqual([user.email]);
    const asShopper = await t.app.inject({ method: 'POST', url: `/api/admin/users/${admin.id}/disable`, headers: user.auth });
    expect(asShopper.statusCode).toBe(403);
  });

  it('staff cannot disable their own account; an unknown id is 404', async () => {
    const self = await t.app.inject({ method: 'POST', url: `/api/admin/users/${admin.id}/disable`, headers: admin.auth });
    expect(self.statusCode).toBe(400);
    const unknown = await t.app.inject({ method: 'POST', url: '/api/admin/users/00000000-0000-4000-8000-000000000000/disable', headers: admin.auth });
    expect(unknown.statusCode).toBe(404);
  });
});
