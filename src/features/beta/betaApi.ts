import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { baseApi } from '../../api/baseApi';
import { DEFAULT_BETA_TARGET } from '../../../common/beta';
import type { BetaCountdown, BetaFeature as ContractBetaFeature, BetaFeatureLists as ContractBetaFeatureLists } from '../../../common/contract/beta';
import { BETA_CACHE_SECONDS } from './betaConstants';

/** The status is read as any text: an older server may send statuses this build does not know. */
export type BetaFeature = Omit<ContractBetaFeature, 'status'> & { status: string };
export type BetaFeatureLists = Record<keyof ContractBetaFeatureLists, BetaFeature[]>;

type Envelope<T> = { success?: boolean; data?: T } | null | undefined;

const UNEXPECTED_ANSWER: FetchBaseQueryError = { status: 'CUSTOM_ERROR', error: 'The server answered without success and data.' };

function wholeNumber(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? Math.round(value) : fallback;
}

function toCountdown(data: Partial<BetaCountdown>): BetaCountdown {
  const target = wholeNumber(data.targetMembers, DEFAULT_BETA_TARGET);
  return {
    isActive: data.isActive !== false,
    title: data.title ?? '',
    subtitle: data.subtitle ?? '',
    currentMembers: wholeNumber(data.currentMembers, 0),
    targetMembers: target > 0 ? target : DEFAULT_BETA_TARGET,
  };
}

function toFeatureLists(data: Partial<BetaFeatureLists>): BetaFeatureLists {
  return { current: Array.isArray(data.current) ? data.current : [], future: Array.isArray(data.future) ? data.future : [] };
}

/**
 * The beta section's calls. Their answers stay cached for 2 minutes once unused; the section
 * also asks for a refetch only when its data is older than that (see useBetaSection).
 */
export const betaApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getBetaCountdown: build.query<BetaCountdown, void>({
      async queryFn(_arg, _api, _extra, baseQuery) {
        const result = await baseQuery('beta-countdown');
        if (result.error) return { error: result.error };
        const body = result.data as Envelope<Partial<BetaCountdown>>;
        return body?.success && body.data ? { data: toCountdown(body.data) } : { error: UNEXPECTED_ANSWER };
      },
      keepUnusedDataFor: BETA_CACHE_SECONDS,
      providesTags: ['BetaCountdown'],
    }),
    getBetaFeatures: build.query<BetaFeatureLists, void>({
      async queryFn(_arg, _api, _extra, baseQuery) {
        const result = await baseQuery('beta-features');
        if (result.error) return { error: result.error };
        const body = result.data as Envelope<Partial<BetaFeatureLists>>;
        return body?.success && body.data ? { data: toFeatureLists(body.data) } : { error: UNEXPECTED_ANSWER };
      },
      keepUnusedDataFor: BETA_CACHE_SECONDS,
      providesTags: ['BetaFeature'],
    }),
    // Sent only when both lists came back empty; the features are then fetched again.
    initializeBetaFeatures: build.mutation<unknown, void>({
      query: () => ({ url: 'beta-features/initialize', method: 'POST' }),
      invalidatesTags: (_result, error) => (error ? [] : ['BetaFeature']),
    }),
  }),
});

export const { useGetBetaCountdownQuery, useGetBetaFeaturesQuery, useInitializeBetaFeaturesMutation } = betaApi;
