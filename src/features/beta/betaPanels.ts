import type { ReactNode } from 'react';

/** One part of the beta section: a tab on wide screens, an accordion item on narrow ones. */
export interface BetaPanel {
  id: string;
  label: string;
  content: ReactNode;
}
