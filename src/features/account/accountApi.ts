import type {
  ChangePasswordBody,
  ConfirmDeletionBody,
  EmailBody,
  ProfileBody,
  RegisterBody,
  RegisteredResponse,
  ResetPasswordBody,
  SessionResponse,
  SessionsResponse,
  TokenBody,
  User,
} from '../../../common/contract/accounts';
import type { AcceptInvitationBody } from '../../../common/contract/admin';
import type { Message } from '../../../common/contract/errors';
import { baseApi } from '../../api/baseApi';

/** The accounts API: sign-up, verification, passwords, signed-in devices, profile and deletion. */
export const accountApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    register: build.mutation<RegisteredResponse, RegisterBody>({
      query: (body) => ({ url: 'auth/register', method: 'POST', body }),
    }),
    verifyEmail: build.mutation<Message, TokenBody>({
      query: (body) => ({ url: 'auth/verify-email', method: 'POST', body }),
    }),
    resendVerification: build.mutation<Message, EmailBody>({
      query: (body) => ({ url: 'auth/resend-verification', method: 'POST', body }),
    }),
    forgotPassword: build.mutation<Message, EmailBody>({
      query: (body) => ({ url: 'auth/forgot-password', method: 'POST', body }),
    }),
    resetPassword: build.mutation<Message, ResetPasswordBody>({
      query: (body) => ({ url: 'auth/reset-password', method: 'POST', body }),
    }),
    changePassword: build.mutation<SessionResponse, ChangePasswordBody>({
      query: (body) => ({ url: 'auth/change-password', method: 'POST', body }),
      // The other devices were signed out.
      invalidatesTags: ['Session'],
    }),
    listSessions: build.query<SessionsResponse, void>({
      query: () => 'auth/sessions',
      providesTags: ['Session'],
    }),
    endSession: build.mutation<Message, string>({
      query: (id) => ({ url: `auth/sessions/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['Session'],
    }),
    endOtherSessions: build.mutation<Message, void>({
      query: () => ({ url: 'auth/logout-all', method: 'POST' }),
      invalidatesTags: ['Session'],
    }),
    updateProfile: build.mutation<User, ProfileBody>({
      query: (body) => ({ url: 'user', method: 'PATCH', body }),
      invalidatesTags: ['Account', 'Profile'],
    }),
    requestAccountDeletion: build.mutation<Message, void>({
      query: () => ({ url: 'user/deletion-request', method: 'POST' }),
    }),
    confirmAccountDeletion: build.mutation<Message, ConfirmDeletionBody>({
      query: (body) => ({ url: 'user/confirm-deletion', method: 'POST', body }),
    }),
    acceptEarlyAccessInvitation: build.mutation<Message, AcceptInvitationBody>({
      query: (body) => ({ url: 'early-access/accept', method: 'POST', body }),
    }),
  }),
});

export const {
  useRegisterMutation,
  useVerifyEmailMutation,
  useResendVerificationMutation,
  useForgotPasswordMutation,
  useResetPasswordMutation,
  useChangePasswordMutation,
  useListSessionsQuery,
  useEndSessionMutation,
  useEndOtherSessionsMutation,
  useUpdateProfileMutation,
  useRequestAccountDeletionMutation,
  useConfirmAccountDeletionMutation,
  useAcceptEarlyAccessInvitationMutation,
} = accountApi;
