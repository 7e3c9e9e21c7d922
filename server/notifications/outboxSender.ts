import { randomBytes } from 'node:crypto';
import os from 'node:os';
import type { Database } from '../db/database';
import type { Mailer } from '../plugins/mail';
import { NOTIFICATION_KINDS } from './notificationKinds';
import { type ClaimedNotification, OutboxRepository, type OutboxStates } from './outboxRepository';

export interface OutboxSenderOptions {
  db: Database;
  mailer: Mailer;
  publicUrl: string;
  log: { info(message: string): void; warn(message: string): void; error(message: string): void };
  /** How often the outbox is looked at when nobody calls wake(). */
  pollIntervalMs?: number;
  batchSize?: number;
  /** Mails sent side by side. */
  concurrency?: number;
  /** How long a claimed row stays with this sender; it must outlast one SMTP delivery by far. */
  leaseMs?: number;
  maxAttempts?: number;
  /** The first retry waits this long, each further one twice as long, up to retryMaxMs. */
  retryBaseMs?: number;
  retryMaxMs?: number;
  workerId?: string;
  /** Hears each delivery attempt's outcome (the metrics count them). */
  onDelivery?: (outcome: 'sent' | 'failed') => void;
}

export const SENDER_DEFAULTS = {
  pollIntervalMs: 5_000,
  batchSize: 50,
  concurrency: 4,
  leaseMs: 5 * 60_000,
  maxAttempts: 8,
  retryBaseMs: 30_000,
  retryMaxMs: 60 * 60_000,
};

export function retryDelayMs(attempt: number, baseMs: number, maxMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(attempt - 1, 0), maxMs);
}

/**
 * Delivers the notification outbox in the background: claims due rows, sends each mail, marks it
 * sent only after the SMTP server accepted it, and schedules a failed one again with a growing
 * delay. Stopping finishes the mails in flight and hands the untried ones back.
 */
export class OutboxSender {
  private readonly outbox: OutboxRepository;
  private readonly settings: typeof SENDER_DEFAULTS;
  readonly workerId: string;
  private running = false;
  private timer: NodeJS.Timeout | null = null;
  private draining: Promise<void> | null = null;
  private wokenWhileDraining = false;

  constructor(private readonly options: OutboxSenderOptions) {
    this.outbox = new OutboxRepository(options.db);
    this.settings = {
      pollIntervalMs: options.pollIntervalMs ?? SENDER_DEFAULTS.pollIntervalMs,
      batchSize: options.batchSize ?? SENDER_DEFAULTS.batchSize,
      concurrency: options.concurrency ?? SENDER_DEFAULTS.concurrency,
      leaseMs: options.leaseMs ?? SENDER_DEFAULTS.leaseMs,
      maxAttempts: options.maxAttempts ?? SENDER_DEFAULTS.maxAttempts,
      retryBaseMs: options.retryBaseMs ?? SENDER_DEFAULTS.retryBaseMs,
      retryMaxMs: options.retryMaxMs ?? SENDER_DEFAULTS.retryMaxMs,
    };
    this.workerId = options.workerId ?? `${os.hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  }

  get isRunning(): boolean {
    return this.running;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.wake();
  }

  /** Looks at the outbox now (something was just queued) instead of at the next poll. */
  wake(): void {
    if (!this.running) return;
    if (this.draining) {
      this.wokenWhileDraining = true;
      return;
    }
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.draining = this.drain().finally(() => {
      this.draining = null;
      if (!this.running) return;
      if (this.wokenWhileDraining) {
        this.wokenWhileDraining = false;
        this.wake();
        return;
      }
      this.timer = setTimeout(() => this.wake(), this.settings.pollIntervalMs);
      this.timer.unref();
    });
  }

  /** The unsent mails of the whole outbox (every process's), by state. */
  outboxStates(): Promise<OutboxStates> {
    return this.outbox.countStates(this.settings.maxAttempts);
  }

  async stop(): Promise<void> {
    this.running = false;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.draining;
  }

  private async drain(): Promise<void> {
    try {
      await this.outbox.enqueueOpenCheckIns();
      while (this.running) {
        const batch = await this.outbox.claim({ workerId: this.workerId, ...this.settings });
        if (batch.length === 0) return;
        await this.deliverAll(batch);
      }
    } catch (error) {
      // The database may be briefly away (a restart, a closing app): the next poll tries again.
      this.options.log.warn(`Notification outbox: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  private async deliverAll(batch: ClaimedNotification[]): Promise<void> {
    const queue = [...batch];
    const worker = async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        if (!this.running) {
          queue.unshift(next);
          return;
        }
        await this.deliver(next);
      }
    };
    await Promise.all(Array.from({ length: Math.min(this.settings.concurrency, batch.length) }, worker));
    await this.outbox.release(
      queue.map((row) => row.id),
      this.workerId,
    );
  }

  private async deliver(row: ClaimedNotification): Promise<void> {
    const mail = NOTIFICATION_KINDS[row.kind].compose(row.tournament, row.email, this.options.publicUrl);
    try {
      await this.options.mailer.send(mail);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const delay = retryDelayMs(row.attempts, this.settings.retryBaseMs, this.settings.retryMaxMs);
      const last = row.attempts >= this.settings.maxAttempts;
      this.options.log[last ? 'error' : 'warn'](
        `Mail "${mail.subject}" to ${row.email} failed (attempt ${row.attempts}): ${reason}` +
          (last ? '; giving up' : `; retrying in ${Math.round(delay / 1000)} s`),
      );
      this.options.onDelivery?.('failed');
      await this.outbox.markFailed(row.id, this.workerId, reason, delay);
      return;
    }
    this.options.onDelivery?.('sent');
    await this.outbox.markSent(row.id);
  }
}
