import { createAction } from '@reduxjs/toolkit';

/**
 * A page shows a tournament's bracket (or stops showing it). The realtime connection watches the
 * tournament meanwhile, for visitors too, and the cached bracket is patched with its updates.
 * The store loads the realtime code on the first of these: they live here, so the first page's
 * bundle names them without carrying the brackets' code.
 */
export const bracketWatched = createAction<string>('brackets/watched');
export const bracketUnwatched = createAction<string>('brackets/unwatched');
