import { useId, useState } from 'react';
import type { BetaPanel } from './betaPanels';

/** The beta section's parts as an accordion on narrow screens; the first starts open. */
export function BetaAccordion({ panels }: { panels: BetaPanel[] }) {
  const baseId = useId();
  const [openIds, setOpenIds] = useState<ReadonlySet<string>>(() => new Set(panels.slice(0, 1).map((panel) => panel.id)));

  const toggle = (id: string) =>
    setOpenIds((previous) => {
      const next = new Set(previous);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <div className="beta-accordion">
      {panels.map((panel) => {
        const open = openIds.has(panel.id);
        const buttonId = `${baseId}-button-${panel.id}`;
        const regionId = `${baseId}-region-${panel.id}`;
        return (
          <div key={panel.id} className="beta-accordion__item">
            <h3 className="beta-accordion__heading">
              <button
                type="button"
                id={buttonId}
                aria-expanded={open}
                aria-controls={regionId}
                className="beta-accordion__button"
                onClick={() => toggle(panel.id)}
              >
                {panel.label}
                <span className="beta-accordion__chevron" aria-hidden="true" />
              </button>
            </h3>
            <div id={regionId} role="region" aria-labelledby={buttonId} hidden={!open} className="beta-accordion__region">
              {panel.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
