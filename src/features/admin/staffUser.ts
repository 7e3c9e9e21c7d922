import type { AdminUser } from '../../../common/contract/admin';

/** Admins and masters: changing their role or banning them asks for the acting admin's own password. */
export function isStaffUser(user: AdminUser): boolean {
  return user.isAdmin || user.role === 'admin' || user.role === 'master';
}
