import { describe, expect, it } from 'vitest';
import { ROLE, isStaff } from './roles';

describe('staff', () => {
  it.each<[string | null | undefined, boolean]>([
    [ROLE.admin, true],
    ['1', true],
    [ROLE.customer, false],
    ['', false],
    ['01', false],
    [null, false],
    [undefined, false],
  ])('role %o is staff: %s', (roleId, staff) => expect(isStaff(roleId)).toBe(staff));
});
