import type { Histogram } from 'prom-client';
import type { Database, Queryable } from '../db/database';

async function timed<T>(histogram: Histogram<'operation'>, operation: string, work: () => Promise<T>): Promise<T> {
  const stop = histogram.startTimer({ operation });
  try {
    return await work();
  } finally {
    stop();
  }
}

/**
 * The database with every statement timed: the app uses this one, so each repository is measured
 * without knowing it. A transaction is timed as a whole and each statement inside it as a query.
 */
export function timedDatabase(db: Database, histogram: Histogram<'operation'>): Database {
  const timedQueryable = (queryable: Queryable): Queryable => ({
    query: (sql, params) => timed(histogram, 'query', () => queryable.query(sql, params)),
  });
  return {
    ...db,
    query: (sql, params) => timed(histogram, 'query', () => db.query(sql, params)),
    exec: (sql) => timed(histogram, 'exec', () => db.exec(sql)),
    transaction: (work) => timed(histogram, 'transaction', () => db.transaction((tx) => work(timedQueryable(tx)))),
  };
}
