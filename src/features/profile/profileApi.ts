import type { ProfileResponse } from '../../../common/contract/profiles';
import { baseApi } from '../../api/baseApi';

export const profileApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The viewer is part of the key: the friendship state is theirs, so a login or logout refetches. */
    getProfile: build.query<ProfileResponse, { username: string; viewerId: string | null }>({
      query: ({ username }) => `/profiles/${encodeURIComponent(username)}`,
      providesTags: ['Profile'],
    }),
  }),
});

export const { useGetProfileQuery } = profileApi;
