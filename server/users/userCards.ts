import { DELETED_ACCOUNT_NAME, DELETED_ACCOUNT_USERNAME } from '../../common/chat';
import type { UserCard } from '../../common/contract/chat';

/** The columns of a user that other users may see in lists, plus whether the account is deleted. */
export interface UserCardRow {
  id: string;
  username: string | null;
  nickname: string | null;
  profile_icon: string | null;
  deleted: boolean | null;
}

/**
 * SQL true when the users row under `alias` (LEFT JOINed: it may be gone) is not a live account.
 * Deleting an account anonymises its row and sets deleted_at (0003_accounts); a missing row, should
 * one ever be removed outright, counts as deleted too.
 */
export function deletedCondition(alias: string): string {
  return `(${alias}.id IS NULL OR ${alias}.deleted_at IS NOT NULL)`;
}

/** SQL true for a users row (under `alias`) that is a live account. */
export function liveUserCondition(alias: string): string {
  return `${alias}.deleted_at IS NULL`;
}

/**
 * SQL selecting a UserCardRow from the users row under `alias`; `idColumn` names the id to report
 * when the row is missing.
 */
export function userCardColumns(alias: string, idColumn: string): string {
  return `${idColumn} AS id, ${alias}.username, ${alias}.nickname, ${alias}.profile_icon, ${deletedCondition(alias)} AS deleted`;
}

/** A deleted or missing account shows as Deleted Account with no picture; presence is shown to friends only. */
export function toUserCard(row: UserCardRow, isOnline: boolean): UserCard {
  if (row.deleted || row.username === null) {
    return { _id: row.id, username: DELETED_ACCOUNT_USERNAME, nickname: DELETED_ACCOUNT_NAME, profileIcon: null, isOnline: false };
  }
  return { _id: row.id, username: row.username, nickname: row.nickname, profileIcon: row.profile_icon, isOnline };
}
