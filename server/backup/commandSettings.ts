import { existsSync } from 'node:fs';
import path from 'node:path';

export interface CommandSettings {
  dataDir: string;
  databaseUrl: string | undefined;
}

/** The two settings backup and restore need, read as the server reads them (.env included). */
export function commandSettings(): CommandSettings {
  if (existsSync('.env')) process.loadEnvFile('.env');
  const databaseUrl = process.env.DATABASE_URL?.trim() || undefined;
  return { dataDir: path.resolve(process.env.DATA_DIR?.trim() || './data'), databaseUrl };
}

/** A file name that sorts by time and is valid on every file system: 2026-11-25T23-05-09Z. */
export function timestamp(date = new Date()): string {
  return date.toISOString().replace(/\.\d+Z$/, 'Z').replaceAll(':', '-');
}

/** Ends the command with a message for the operator, not a stack trace. */
export function fail(message: string): never {
  console.error(message);
  process.exit(1);
}
