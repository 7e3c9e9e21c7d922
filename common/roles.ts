import type { Role } from './user';

/** The roles a page or an operation can ask for: every role but the plain user's. */
export type RequiredRole = Exclude<Role, 'user'>;

/** What the role rule needs to know of a user or a caller. */
export interface RoleHolder {
  role?: Role | string | null;
  isAdmin?: boolean | null;
}

/**
 * The role rule, the same in the browser and on the server: "admin" is met by the isAdmin flag or
 * by the role admin; every other role needs an exact match.
 */
export function meetsRole(holder: RoleHolder, roles: readonly RequiredRole[]): boolean {
  return roles.some((role) => (role === 'admin' ? holder.isAdmin === true || holder.role === 'admin' : holder.role === role));
}

/** Admins and masters run the backoffice. */
export const STAFF_ROLES: readonly RequiredRole[] = ['admin', 'master'];

export function isAdmin(holder: RoleHolder | null | undefined): boolean {
  return holder != null && meetsRole(holder, ['admin']);
}
