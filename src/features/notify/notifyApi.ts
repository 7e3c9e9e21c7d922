import type {
  AccountSignupBody,
  AnonymousSignupBody,
  NotifySignup,
  NotifySignupList,
  StatusResponse,
  UnsubscribeResponse,
} from '../../../common/contract/notify';
import { baseApi } from '../../api/baseApi';

/** Read leniently, each field may be missing: the answer may come from a proxy or an older server. */
export type NotifyStatus = Partial<StatusResponse>;
/** Register and unsubscribe answers, read leniently as NotifyStatus is. */
export type NotifyAnswer = Partial<UnsubscribeResponse>;

/** An answer whose body was no JSON: what the unsubscribe message needs to name the failure. */
export interface UnreadableAnswer {
  unreadable: true;
  status: number;
  statusText: string;
}

/** Keeps the status line of an answer whose body is no JSON (fetchBaseQuery would drop it). */
async function readBodyKeepingStatus(response: Response): Promise<NotifyAnswer | UnreadableAnswer> {
  const text = await response.text();
  try {
    return text ? (JSON.parse(text) as NotifyAnswer) : {};
  } catch {
    return { unreadable: true, status: response.status, statusText: response.statusText };
  }
}

const statusTags = (tournamentId: string) => [
  { type: 'NotifyStatus' as const, id: tournamentId },
  { type: 'NotifySignup' as const, id: 'LIST' },
];

export const notifyApi = baseApi.injectEndpoints({
  endpoints: (builder) => ({
    getNotifyStatus: builder.query<NotifyStatus, { tournamentId: string; email?: string }>({
      query: ({ tournamentId, email }) => ({
        url: `notify/status/${encodeURIComponent(tournamentId)}`,
        params: email ? { email } : undefined,
      }),
      providesTags: (_result, _error, { tournamentId }) => [{ type: 'NotifyStatus', id: tournamentId }],
    }),
    registerNotify: builder.mutation<NotifyAnswer, AccountSignupBody>({
      query: (body) => ({ url: 'notify', method: 'POST', body }),
      invalidatesTags: (_result, _error, { tournamentId }) => statusTags(tournamentId),
    }),
    registerNotifyAnonymous: builder.mutation<NotifyAnswer, AnonymousSignupBody>({
      query: (body) => ({ url: 'notify/anonymous', method: 'POST', body }),
      invalidatesTags: (_result, _error, { tournamentId }) => (tournamentId ? statusTags(tournamentId) : []),
    }),
    unsubscribeNotify: builder.mutation<NotifyAnswer | UnreadableAnswer, string>({
      query: (tournamentId) => ({
        url: `notify/tournament/${encodeURIComponent(tournamentId)}`,
        method: 'DELETE',
        responseHandler: readBodyKeepingStatus,
      }),
      invalidatesTags: (_result, _error, tournamentId) => statusTags(tournamentId),
    }),
    getMyNotifySignups: builder.query<NotifySignup[], void>({
      query: () => 'notify/mine',
      transformResponse: (data: Partial<NotifySignupList>) => data.items ?? [],
      providesTags: [{ type: 'NotifySignup', id: 'LIST' }],
    }),
  }),
});

export const {
  useLazyGetNotifyStatusQuery,
  useRegisterNotifyMutation,
  useRegisterNotifyAnonymousMutation,
  useUnsubscribeNotifyMutation,
  useGetMyNotifySignupsQuery,
} = notifyApi;
