import { type ReactNode, useId, useState } from 'react';

export interface FaqEntry {
  question: string;
  answer: ReactNode;
}

function FaqItem({ entry }: { entry: FaqEntry }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const buttonId = `${id}-question`;
  const panelId = `${id}-answer`;
  return (
    <div className="faq__item">
      <h3 className="faq__question">
        <button
          type="button"
          id={buttonId}
          className="faq__toggle"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((wasOpen) => !wasOpen)}
        >
          <span>{entry.question}</span>
          <span className="faq__icon" aria-hidden="true" />
        </button>
      </h3>
      <div id={panelId} role="region" aria-labelledby={buttonId} className="faq__answer" hidden={!open}>
        {entry.answer}
      </div>
    </div>
  );
}

/** Questions as buttons that show and hide their answers (WAI-ARIA accordion pattern, each item on its own). */
export function FaqAccordion({ entries }: { entries: FaqEntry[] }) {
  return (
    <div className="faq__list">
      {entries.map((entry) => (
        <FaqItem key={entry.question} entry={entry} />
      ))}
    </div>
  );
}
