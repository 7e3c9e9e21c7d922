import type { CreateFeatureBody, PutCountdownBody } from '../../../../common/contract/beta';
import { baseApi } from '../../../api/baseApi';

/** The backoffice's beta calls: the countdown and the features changed. They are read through betaApi, as the home page reads them. */
export const betaAdminApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    saveCountdown: build.mutation<unknown, PutCountdownBody>({
      query: ({ isActive, title, subtitle, targetMembers }) => ({
        url: 'beta-countdown',
        method: 'PUT',
        body: { isActive, title, subtitle, targetMembers },
      }),
      invalidatesTags: ['BetaCountdown', 'AuditLog'],
    }),
    createFeature: build.mutation<unknown, CreateFeatureBody>({
      query: (body) => ({ url: 'beta-features', method: 'POST', body }),
      invalidatesTags: ['BetaFeature', 'AuditLog'],
    }),
    deleteFeature: build.mutation<unknown, string>({
      query: (id) => ({ url: `beta-features/${id}`, method: 'DELETE' }),
      invalidatesTags: ['BetaFeature', 'AuditLog'],
    }),
  }),
});

export const { useSaveCountdownMutation, useCreateFeatureMutation, useDeleteFeatureMutation } = betaAdminApi;
