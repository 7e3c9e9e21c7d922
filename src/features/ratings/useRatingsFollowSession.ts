import { useEffect, useRef } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { ratingsApi } from './ratingsApi';

/**
 * A summary's userRating belongs to whoever asked: after a login or logout the cached summaries
 * are someone else's, so they are fetched again (once per game, however many displays show it).
 */
export function useRatingsFollowSession(): void {
  const dispatch = useAppDispatch();
  const token = useAppSelector((state) => state.session.token);
  const previous = useRef(token);
  useEffect(() => {
    if (previous.current === token) return;
    previous.current = token;
    dispatch(ratingsApi.util.invalidateTags(['Rating']));
  }, [dispatch, token]);
}
