import type { TokenBody } from '../../../common/contract/accounts';
import type { Message } from '../../../common/contract/errors';
import type {
  CodeBody,
  DisableTwoFactorBody,
  EnableTwoFactorBody,
  RecoveryCodes,
  SetupTwoFactorBody,
  TwoFactorSetup,
  TwoFactorStatus,
} from '../../../common/contract/twoFactor';
import { baseApi } from '../../api/baseApi';

/** Two-factor settings of the signed-in account. Every change ends the other sessions, so their list is refetched. */
export const twoFactorApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getTwoFactorStatus: build.query<TwoFactorStatus, void>({
      query: () => 'auth/2fa',
      providesTags: ['TwoFactor'],
    }),
    startTwoFactorSetup: build.mutation<TwoFactorSetup, SetupTwoFactorBody>({
      query: (body) => ({ url: 'auth/2fa/setup', method: 'POST', body }),
      invalidatesTags: ['TwoFactor'],
    }),
    enableTwoFactor: build.mutation<RecoveryCodes, EnableTwoFactorBody>({
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
    unlockTwoFactor: build.mutation<Message, TokenBody>({
      query: (body) => ({ url: 'auth/2fa/unlock', method: 'POST', body }),
    }),
  }),
});

export const {
  useGetTwoFactorStatusQuery,
  useStartTwoFactorSetupMutation,
  useEnableTwoFactorMutation,
  useDisableTwoFactorMutation,
  useRegenerateRecoveryCodesMutation,
  useUnlockTwoFactorMutation,
} = twoFactorApi;
