import { useEffect, useState } from 'react';

/** How long the button says Copied: 2 s, as the share dialog's Copy does. */
const COPIED_CONFIRMATION_MS = 2000;

type CopyState = 'idle' | 'copied' | 'failed';

/** Copies a value to the clipboard and says so in its own label, which screen readers announce. */
export function CopyButton({ value, subject }: { value: string; subject: string }) {
  const [state, setState] = useState<CopyState>('idle');

  useEffect(() => {
    if (state !== 'copied') return;
    const timer = window.setTimeout(() => setState('idle'), COPIED_CONFIRMATION_MS);
    return () => window.clearTimeout(timer);
  }, [state]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setState('copied');
    } catch {
      setState('failed');
    }
  };

  return (
    <>
      <button type="button" className="btn btn-secondary btn-small" onClick={() => void copy()}>
        {state === 'copied' ? 'Copied' : 'Copy'}
        <span className="visually-hidden"> {subject}</span>
      </button>
      <span role="status" className={state === 'failed' ? 'shop__copy-failed' : 'visually-hidden'}>
        {state === 'copied' ? 'Copied to clipboard' : state === 'failed' ? 'Copying failed: select the text and copy it yourself.' : ''}
      </span>
    </>
  );
}
