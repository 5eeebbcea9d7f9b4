import type { StaffUser, User } from '@shop/shared';
import type { users } from '../../db/schema';

export function toUserDto(row: typeof users.$inferSelect): User {
  return {
    _id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    role_id: row.roleId,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toStaffUserDto(row: typeof users.$inferSelect): StaffUser {
  return { ...toUserDto(row), disabled_at: row.disabledAt?.toISOString() ?? null };
}
