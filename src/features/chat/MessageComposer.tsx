import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { checkMessageContent, MESSAGE_MAX_LENGTH } from '../../../common/chat';
import { useAppDispatch } from '../../app/hooks';
import { sendChatMessage } from './sendChatMessage';

/** The counter shows up this close to the limit, where it starts to matter. */
const COUNTER_FROM = MESSAGE_MAX_LENGTH - 200;

/** Enter sends, Shift+Enter starts a new line; the field takes focus when the window opens. */
export function MessageComposer({ chatId, recipientName }: { chatId: string; recipientName: string }) {
  const dispatch = useAppDispatch();
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const fieldId = useId();
  const errorId = useId();
  const length = [...draft].length;

  useEffect(() => {
    fieldRef.current?.focus();
  }, []);

  const send = () => {
    const checked = checkMessageContent(draft);
    if (!checked.ok) {
      if (draft.trim()) setError(`A message can be at most ${MESSAGE_MAX_LENGTH} characters.`);
      return;
    }
    setDraft('');
    setError(null);
    void dispatch(sendChatMessage(chatId, checked.content));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // While an input method composes a word, Enter picks the word: it must not send.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  return (
    <form
      className="message-composer"
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <label htmlFor={fieldId} className="visually-hidden">
        Message to {recipientName}
      </label>
      <textarea
        ref={fieldRef}
        id={fieldId}
        className="message-composer__field"
        rows={2}
        value={draft}
        placeholder="Write a message…"
        aria-invalid={error !== null}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => {
          setDraft(event.target.value);
          if (error) setError(null);
        }}
        onKeyDown={onKeyDown}
      />
      <button type="submit" className="btn btn-primary btn-small" disabled={draft.trim() === ''}>
        Send
      </button>
      {length >= COUNTER_FROM && (
        <span className={`message-composer__count${length > MESSAGE_MAX_LENGTH ? ' message-composer__count--over' : ''}`}>
          {length}/{MESSAGE_MAX_LENGTH}
        </span>
      )}
      {error && (
        <p id={errorId} className="message-composer__error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
