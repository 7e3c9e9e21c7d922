import type { ProfileResponse } from '../../../common/chat';
import { baseApi } from '../../api/baseApi';

export const profileApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getProfile: build.query<ProfileResponse, string>({
      query: (username) => `/profiles/${encodeURIComponent(username)}`,
      providesTags: ['Profile'],
    }),
  }),
});

export const { useGetProfileQuery } = profileApi;
