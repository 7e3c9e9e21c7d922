import { useId } from 'react';
import { type GameFilters, hasFilters, NO_FILTERS } from './gameFilters';

interface GameFiltersFormProps {
  filters: GameFilters;
  genres: string[];
  platforms: string[];
  onChange(filters: GameFilters): void;
}

/** A value kept from the URL stays selectable even when the catalogue no longer lists it. */
function withCurrent(options: string[], current: string): string[] {
  return current && !options.includes(current) ? [current, ...options] : options;
}

/** Search and filters of the catalogue: labelled native controls, so keyboards and screen readers just work. */
export function GameFiltersForm({ filters, genres, platforms, onChange }: GameFiltersFormProps) {
  const id = useId();
  const set = (change: Partial<GameFilters>) => onChange({ ...filters, ...change });
  return (
    <form role="search" aria-label="Search and filter games" className="game-filters" onSubmit={(event) => event.preventDefault()}>
      <div className="field">
        <label htmlFor={`${id}-q`}>Search games</label>
        <input
          id={`${id}-q`}
          type="search"
          value={filters.q}
          maxLength={100}
          placeholder="Name or description"
          onChange={(event) => set({ q: event.target.value })}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-genre`}>Genre</label>
        <select id={`${id}-genre`} value={filters.genre} onChange={(event) => set({ genre: event.target.value })}>
          <option value="">All genres</option>
          {withCurrent(genres, filters.genre).map((genre) => <option key={genre} value={genre}>{genre}</option>)}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-platform`}>Platform</label>
        <select id={`${id}-platform`} value={filters.platform} onChange={(event) => set({ platform: event.target.value })}>
          <option value="">All platforms</option>
          {withCurrent(platforms, filters.platform).map((platform) => <option key={platform} value={platform}>{platform}</option>)}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-competitive`}>Competitive</label>
        <select
          id={`${id}-competitive`}
          value={filters.competitive}
          onChange={(event) => set({ competitive: event.target.value as GameFilters['competitive'] })}
        >
          <option value="">All games</option>
          <option value="true">Competitive</option>
          <option value="false">Casual</option>
        </select>
      </div>
      {hasFilters(filters) && (
        <button type="button" className="btn" onClick={() => onChange(NO_FILTERS)}>
          Clear filters
        </button>
      )}
    </form>
  );
}
