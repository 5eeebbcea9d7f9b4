/** Role ids (storefront §6): '2' is a customer; '1' is the shop's administrator (staff). */
export const ROLE = { admin: '1', customer: '2' } as const;

/** Whether a user with this role id is the shop's staff, who alone may use the back office and `/api/admin`. */
export function isStaff(roleId: string | null | undefined): boolean {
  return roleId === ROLE.admin;
}
