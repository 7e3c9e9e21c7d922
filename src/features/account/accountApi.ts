import type { User } from '../../../common/contract/accounts';
import { baseApi } from '../../api/baseApi';

export interface Message {
  msg: string;
}

export interface Registration {
  email: string;
  username: string;
  password: string;
}

export interface ProfileChanges {
  username?: string;
  nickname?: string | null;
  profileIcon?: string | null;
  profileBackground?: string | null;
}

/** The accounts API (product §3, §7): sign-up, verification, passwords, profile and deletion. */
export const accountApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    register: build.mutation<Message & { user: User }, Registration>({
      query: (body) => ({ url: 'auth/register', method: 'POST', body }),
    }),
    verifyEmail: build.mutation<Message, { token: string }>({
      query: (body) => ({ url: 'auth/verify-email', method: 'POST', body }),
    }),
    resendVerification: build.mutation<Message, { email: string }>({
      query: (body) => ({ url: 'auth/resend-verification', method: 'POST', body }),
    }),
    forgotPassword: build.mutation<Message, { email: string }>({
      query: (body) => ({ url: 'auth/forgot-password', method: 'POST', body }),
    }),
    resetPassword: build.mutation<Message, { token: string; password: string }>({
      query: (body) => ({ url: 'auth/reset-password', method: 'POST', body }),
    }),
    changePassword: build.mutation<Message & { token: string; user: User }, { currentPassword?: string; newPassword: string }>({
      query: (body) => ({ url: 'auth/change-password', method: 'POST', body }),
    }),
    updateProfile: build.mutation<User, ProfileChanges>({
      query: (body) => ({ url: 'user', method: 'PATCH', body }),
      invalidatesTags: ['Account', 'Profile'],
    }),
    requestAccountDeletion: build.mutation<Message, void>({
      query: () => ({ url: 'user/deletion-request', method: 'POST' }),
    }),
    confirmAccountDeletion: build.mutation<Message, { token: string; userId: string }>({
      query: (body) => ({ url: 'user/confirm-deletion', method: 'POST', body }),
    }),
    acceptEarlyAccessInvitation: build.mutation<Message, { token: string }>({
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
  useUpdateProfileMutation,
  useRequestAccountDeletionMutation,
  useConfirmAccountDeletionMutation,
  useAcceptEarlyAccessInvitationMutation,
} = accountApi;
