import { chmodSync, lstatSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** Permission bits of the group and of everyone else. */
const GROUP_AND_OTHERS = 0o077;

/**
 * From now on every file and directory this process creates is readable and writable by its
 * owner alone: the data directory holds the database, the JWT secret and mails with login links,
 * none of which another account on the machine may read or change. Files copied with their
 * permissions (the build's empty database) are not covered: makeOwnerOnly them.
 */
export function createFilesOwnerOnly(): void {
  process.umask(GROUP_AND_OTHERS);
}

/**
 * Takes every group and other permission off `root` and everything under it (symbolic links are
 * left alone, and not followed). Answers what could not be changed, with why, and goes on.
 */
export function makeOwnerOnly(root: string): string[] {
  const problems: string[] = [];
  const visit = (entry: string) => {
    try {
      const stat = lstatSync(entry);
      if (stat.isSymbolicLink()) return;
      if (stat.mode & GROUP_AND_OTHERS) chmodSync(entry, stat.mode & 0o7777 & ~GROUP_AND_OTHERS);
      if (stat.isDirectory()) for (const name of readdirSync(entry)) visit(path.join(entry, name));
    } catch (error) {
      const { code } = error as NodeJS.ErrnoException;
      if (code !== 'ENOENT') problems.push(`${entry} (${code ?? String(error)})`);
    }
  };
  visit(root);
  return problems;
}
