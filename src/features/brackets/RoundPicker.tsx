import type { KeyboardEvent } from 'react';
import type { Round } from './bracketLayout';

interface RoundPickerProps {
  rounds: Round[];
  selected: string;
  onSelect: (key: string) => void;
  /** e.g. "Rounds of the winners bracket". */
  label: string;
  /** Shown on phones only, where a tree shows one round at a time. */
  narrowOnly?: boolean;
}

/** A row of round buttons; the arrow keys move between them, as in a toolbar. */
export function RoundPicker({ rounds, selected, onSelect, label, narrowOnly = false }: RoundPickerProps) {
  if (rounds.length < 2) return null;
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    const index = rounds.findIndex((round) => round.key === selected);
    const next = rounds[(index + step + rounds.length) % rounds.length];
    if (!next) return;
    event.preventDefault();
    onSelect(next.key);
    event.currentTarget.querySelector<HTMLButtonElement>(`[data-round="${next.key}"]`)?.focus();
  };
  return (
    <div role="group" aria-label={label} className={`round-picker${narrowOnly ? ' round-picker--narrow' : ''}`} onKeyDown={onKeyDown}>
      {rounds.map((round) => (
        <button
          key={round.key}
          type="button"
          data-round={round.key}
          className="round-picker__button"
          aria-pressed={round.key === selected}
          tabIndex={round.key === selected ? 0 : -1}
          onClick={() => onSelect(round.key)}
        >
          {round.title}
        </button>
      ))}
    </div>
  );
}
