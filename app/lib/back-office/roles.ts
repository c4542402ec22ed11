/**
 * Who may do what. An account has one role; a role grants permissions; every route asks for one
 * permission (`requireUser(request, permission)`) and answers 403 to a user without it.
 *
 * - `editor`: the pages (edit mode) and the catalogue, magazine, forms and their entries, navigation,
 *   media.
 * - `box_office`: the box office (orders, cancelling, check-in lists) and the sales of events (seat
 *   groups, prices, timeslots, capacities).
 * - `admin`: everything, and the users, site settings and design settings.
 * Everyone logged in reaches the back office's start page and their own profile and settings.
 */
export const USER_ROLES = ["editor", "box_office", "admin"] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const PERMISSIONS = ["edit-pages", "back-office", "own-profile", "catalogue", "box-office", "administer"] as const;
export type Permission = (typeof PERMISSIONS)[number];

const ROLE_PERMISSIONS: Record<UserRole, readonly Permission[]> = {
  editor: ["edit-pages", "back-office", "own-profile", "catalogue"],
  box_office: ["back-office", "own-profile", "box-office"],
  admin: PERMISSIONS,
};

export function isUserRole(value: unknown): value is UserRole {
  return typeof value === "string" && (USER_ROLES as readonly string[]).includes(value);
}

export function roleGrants(role: UserRole, permission: Permission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}
