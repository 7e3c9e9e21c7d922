import { createAction } from '@reduxjs/toolkit';

/**
 * A page shows a tournament's bracket (or stops showing it). The realtime layer watches the
 * tournament meanwhile, for visitors too, and patches the cached bracket with its updates.
 */
export const bracketWatched = createAction<string>('brackets/watched');
export const bracketUnwatched = createAction<string>('brackets/unwatched');
