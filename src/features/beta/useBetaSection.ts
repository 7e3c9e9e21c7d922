import { useEffect, useRef } from 'react';
import { BETA_CACHE_SECONDS } from './betaConstants';
import { type BetaFeatureLists, useGetBetaCountdownQuery, useGetBetaFeaturesQuery, useInitializeBetaFeaturesMutation } from './betaApi';

// A cached answer younger than the cache lifetime is used as it is; an older one is refetched,
// and stays on screen if that refetch fails.
const CACHE_OPTIONS = { refetchOnMountOrArgChange: BETA_CACHE_SECONDS };

function bothEmpty(lists: BetaFeatureLists | undefined): boolean {
  return lists !== undefined && lists.current.length === 0 && lists.future.length === 0;
}

/** When both lists are empty the defaults are created once, then the features come again. */
function useInitializeWhenEmpty(lists: BetaFeatureLists | undefined, fetching: boolean): void {
  const [initialize] = useInitializeBetaFeaturesMutation();
  const attempted = useRef(false);
  const empty = bothEmpty(lists);
  useEffect(() => {
    if (!empty || fetching || attempted.current) return;
    attempted.current = true;
    void initialize();
  }, [empty, fetching, initialize]);
}

/** The beta section's data: shown whenever there is some, failed only when a call failed with none. */
export function useBetaSection() {
  const countdown = useGetBetaCountdownQuery(undefined, CACHE_OPTIONS);
  const features = useGetBetaFeaturesQuery(undefined, CACHE_OPTIONS);
  useInitializeWhenEmpty(features.data, features.isFetching);

  const failed = (countdown.isError && !countdown.data) || (features.isError && !features.data);
  return {
    countdown: countdown.data,
    features: features.data,
    failed,
    /** Try Again: asks the server again, whatever the cache holds. */
    retry() {
      void countdown.refetch();
      void features.refetch();
    },
  };
}
