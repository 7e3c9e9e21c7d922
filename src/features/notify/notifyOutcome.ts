import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import type { NotifyAnswer, UnreadableAnswer } from './notifyApi';
import { NOTIFY_TEXT, serverErrorText } from './notifyMessages';

export interface Outcome {
  /** The dialog's state afterwards. */
  registered: boolean;
  tone: 'success' | 'error';
  text: string;
}

type Result<T> = { data: T; error?: undefined } | { data?: undefined; error: FetchBaseQueryError | SerializedError };

function messageOf(body: unknown): string | undefined {
  const answer = body as NotifyAnswer | null | undefined;
  return (typeof answer?.msg === 'string' && answer.msg) || undefined;
}

function httpStatusOf(error: FetchBaseQueryError | SerializedError): number | null {
  if (!('status' in error)) return null;
  if (typeof error.status === 'number') return error.status;
  return error.status === 'PARSING_ERROR' ? error.originalStatus : null;
}

/** After Notify Me: success and 409 (already registered) switch to registered; anything else stays and explains. */
export function registerOutcome(result: Result<NotifyAnswer>): Outcome {
  if (!result.error) return { registered: true, tone: 'success', text: messageOf(result.data) ?? NOTIFY_TEXT.registered };
  const status = httpStatusOf(result.error);
  const body = 'data' in result.error ? result.error.data : undefined;
  if (status !== null && status >= 200 && status < 300) return { registered: true, tone: 'success', text: NOTIFY_TEXT.registered };
  if (status === 409) return { registered: true, tone: 'success', text: messageOf(body) ?? NOTIFY_TEXT.alreadyRegistered409 };
  if (status === null) return { registered: false, tone: 'error', text: NOTIFY_TEXT.registrationNetworkError };
  return { registered: false, tone: 'error', text: messageOf(body) ?? NOTIFY_TEXT.registrationFailed };
}

/** After Unsubscribe: success returns to unregistered; failures say why. */
export function unsubscribeOutcome(result: Result<NotifyAnswer | UnreadableAnswer>): Outcome {
  if (!result.error) return { registered: false, tone: 'success', text: NOTIFY_TEXT.unsubscribed };
  const error = result.error;
  if (!('status' in error) || typeof error.status !== 'number') {
    return { registered: true, tone: 'error', text: NOTIFY_TEXT.unsubscribeNetworkError };
  }
  const body = error.data as (NotifyAnswer & Partial<UnreadableAnswer>) | undefined;
  if (body?.unreadable) return { registered: true, tone: 'error', text: serverErrorText(error.status, body.statusText ?? '') };
  const text = (typeof body?.msg === 'string' && body.msg) || (typeof body?.message === 'string' && body.message) || NOTIFY_TEXT.unsubscribeFailed;
  return { registered: true, tone: 'error', text };
}
