import type { Message } from '../../../common/contract/errors';
import type { CodeBody, DisableTwoFactorBody, RecoveryCodes, TwoFactorSetup, TwoFactorStatus } from '../../../common/contract/twoFactor';
import { baseApi } from '../../api/baseApi';

/** Two-factor settings of the signed-in account. Every change ends the other sessions, so their list is refetched. */
export const twoFactorApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getTwoFactorStatus: build.query<TwoFactorStatus, void>({
      query: () => 'auth/2fa',
      providesTags: ['TwoFactor'],
    }),
    startTwoFactorSetup: build.mutation<TwoFactorSetup, void>({
      query: () => ({ url: 'auth/2fa/setup', method: 'POST' }),
      invalidatesTags: ['TwoFactor'],
    }),
    enableTwoFactor: build.mutation<RecoveryCodes, CodeBody>({
      query: (body) => ({ url: 'auth/2fa/enable', method: 'POST', body }),
      invalidatesTags: ['TwoFactor', 'Session'],
    }),
    disableTwoFactor: build.mutation<Message, DisableTwoFactorBody>({
      query: (body) => ({ url: 'auth/2fa/disable', method: 'POST', body }),
      invalidatesTags: ['TwoFactor', 'Session'],
    }),
    regenerateRecoveryCodes: build.mutation<RecoveryCodes, CodeBody>({
      query: (body) => ({ url: 'auth/2fa/recovery-codes', method: 'POST', body }),
      invalidatesTags: ['TwoFactor', 'Session'],
    }),
  }),
});

export const {
  useGetTwoFactorStatusQuery,
  useStartTwoFactorSetupMutation,
  useEnableTwoFactorMutation,
  useDisableTwoFactorMutation,
  useRegenerateRecoveryCodesMutation,
} = twoFactorApi;
