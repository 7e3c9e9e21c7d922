import { type KeyboardEvent, useId, useRef, useState } from 'react';
import type { BetaPanel } from './betaPanels';

const KEY_MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/** The beta section's parts as tabs (WAI-ARIA tabs pattern: arrow keys, Home and End move between tabs). */
export function BetaTabs({ panels, label }: { panels: BetaPanel[]; label: string }) {
  const baseId = useId();
  const [selectedId, setSelectedId] = useState(panels[0]?.id);
  const selected = panels.find((panel) => panel.id === selectedId) ?? panels[0];
  const tabs = useRef(new Map<string, HTMLButtonElement>());

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = KEY_MOVES[event.key];
    if (!move || !selected) return;
    event.preventDefault();
    const next = panels[move(panels.indexOf(selected), panels.length)]!;
    setSelectedId(next.id);
    tabs.current.get(next.id)?.focus();
  };

  return (
    <div className="beta-tabs">
      <div role="tablist" aria-label={label} className="beta-tabs__list" onKeyDown={onKeyDown}>
        {panels.map((panel) => {
          const isSelected = panel === selected;
          return (
            <button
              key={panel.id}
              ref={(element) => {
                if (element) tabs.current.set(panel.id, element);
                else tabs.current.delete(panel.id);
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${panel.id}`}
              aria-selected={isSelected}
              aria-controls={`${baseId}-panel-${panel.id}`}
              tabIndex={isSelected ? 0 : -1}
              className="beta-tabs__tab"
              onClick={() => setSelectedId(panel.id)}
            >
              {panel.label}
            </button>
          );
        })}
      </div>
      {panels.map((panel) => (
        <div
          key={panel.id}
          role="tabpanel"
          id={`${baseId}-panel-${panel.id}`}
          aria-labelledby={`${baseId}-tab-${panel.id}`}
          tabIndex={0}
          hidden={panel !== selected}
          className="beta-tabs__panel"
        >
          {panel.content}
        </div>
      ))}
    </div>
  );
}
