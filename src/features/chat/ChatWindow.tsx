import { type RefObject, useEffect, useId, useLayoutEffect, useMemo, useRef } from 'react';
import { displayNameOf } from '../../../common/chat';
import type { ChatMessage } from '../../../common/contract/chat';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { DateTime } from '../../components/DateTime';
import { CloseIcon } from '../../components/icons';
import { useBodyScrollLock } from '../../components/useBodyScrollLock';
import { useFocusTrap } from '../../components/useFocusTrap';
import { TABLET_MEDIA_QUERY, useMediaQuery } from '../../components/useMediaQuery';
import { selectIsOnline } from '../presence/presenceSlice';
import { UserAvatar } from '../../components/UserAvatar';
import { selectCurrentUser, userIdOf } from '../session/sessionSlice';
import { useGetChatQuery, useGetMessagesInfiniteQuery, useMarkChatReadMutation } from './chatApi';
import { chatClosed, selectOutbox } from './chatSlice';
import { MessageComposer } from './MessageComposer';
import { retryChatMessage } from './sendChatMessage';

interface ChatWindowProps {
  chatId: string;
  /** On desktop the window sits beside the open hub instead of over it. */
  besideHub: boolean;
  /** Gets the focus back when the element that opened the window is gone. */
  fallbackFocusRef: RefObject<HTMLElement | null>;
}

/** Each message once, oldest first: pages come newest first, each oldest first within itself. */
function historyOf(pages: ReadonlyArray<{ messages: ChatMessage[] }>): ChatMessage[] {
  const seen = new Set<string>();
  return [...pages]
    .reverse()
    .flatMap((page) => page.messages)
    .filter((message) => !seen.has(message._id) && seen.add(message._id));
}

/**
 * One conversation: history with paging, messages arriving live, and the
 * composer with sending, failed and retry states. Message text is always rendered as text.
 */
export function ChatWindow({ chatId, besideHub, fallbackFocusRef }: ChatWindowProps) {
  const dispatch = useAppDispatch();
  const myId = userIdOf(useAppSelector(selectCurrentUser));
  const { data: chat, isError: unavailable } = useGetChatQuery(chatId);
  const history = useGetMessagesInfiniteQuery(chatId);
  const outbox = useAppSelector(selectOutbox);
  const [markRead] = useMarkChatReadMutation();
  const titleId = useId();
  // Up to 1024 px the window covers the screen: the page behind it stays still.
  useBodyScrollLock(useMediaQuery(TABLET_MEDIA_QUERY));
  const logRef = useRef<HTMLDivElement>(null);

  const other = chat?.participants.find((participant) => participant._id !== myId) ?? null;
  const name = chat ? displayNameOf(other) : 'Chat';
  const online = useAppSelector((state) => (other ? selectIsOnline(state, other._id, other.isOnline) : false));

  const messages = useMemo(() => historyOf(history.data?.pages ?? []), [history.data]);
  const storedClientIds = new Set(messages.map((message) => message.clientMessageId).filter(Boolean));
  // A message the server stored shows once, from the history, even if its answer was lost.
  const pending = Object.values(outbox).filter((entry) => entry.chatId === chatId && !storedClientIds.has(entry.clientMessageId));
  const newestId = messages[messages.length - 1]?._id;

  // Whatever is shown counts as read, the messages that arrive while it is open included.
  const chatLoaded = chat !== undefined;
  useEffect(() => {
    if (chatLoaded) void markRead(chatId);
  }, [chatLoaded, chatId, markRead, newestId]);

  // New messages scroll into view; older ones loaded above keep the reader where they were.
  const newestKey = `${newestId}:${pending.length}`;
  const oldestId = messages[0]?._id;
  const scrollMemory = useRef({ newestKey: '', oldestId, height: 0 });
  useLayoutEffect(() => {
    const log = logRef.current;
    if (!log) return;
    const memory = scrollMemory.current;
    if (newestKey !== memory.newestKey) log.scrollTop = log.scrollHeight;
    else if (oldestId !== memory.oldestId) log.scrollTop += log.scrollHeight - memory.height;
    scrollMemory.current = { newestKey, oldestId, height: log.scrollHeight };
  });

  const close = () => dispatch(chatClosed());
  const windowRef = useRef<HTMLElement>(null);
  // Not modal: on desktop the window sits beside the page and the hub, which stay usable.
  useFocusTrap(windowRef, true, { modal: false, onEscape: close, fallbackFocusRef });

  return (
    <section className={`chat-window${besideHub ? ' chat-window--beside-hub' : ''}`} role="dialog" aria-labelledby={titleId} ref={windowRef} tabIndex={-1}>
      <div className="chat-window__header">
        <UserAvatar name={name} profileIcon={other?.profileIcon} size={36} />
        <div className="chat-window__who">
          <h2 id={titleId} className="chat-window__title">
            {name}
          </h2>
          {chat && <span className={`chat-row__presence${online ? ' chat-row__presence--online' : ''}`}>{online ? 'Online' : 'Offline'}</span>}
        </div>
        <button type="button" className="icon-button" aria-label="Close chat" onClick={close}>
          <CloseIcon />
        </button>
      </div>
      {unavailable ? (
        <p className="chat-window__status" role="alert">
          This conversation is not available.
        </p>
      ) : (
        <>
          <div className="chat-window__log" ref={logRef} role="log" aria-label={`Messages with ${name}`}>
            {history.hasNextPage && (
              <button type="button" className="btn btn-ghost btn-small chat-window__older" onClick={() => void history.fetchNextPage()} disabled={history.isFetchingNextPage}>
                {history.isFetchingNextPage ? 'Loading…' : 'Load older messages'}
              </button>
            )}
            {history.isLoading && (
              <p className="chat-window__status" role="status">
                Loading messages…
              </p>
            )}
            {history.isError && (
              <p className="chat-window__status" role="alert">
                The messages could not be loaded.
              </p>
            )}
            {history.isSuccess && messages.length === 0 && pending.length === 0 && <p className="chat-window__status">No messages yet. Say hi!</p>}
            <ol className="message-list">
              {messages.map((message) => (
                <li key={message._id} className={`message${message.senderId === myId ? ' message--mine' : ''}`}>
                  <p className="message__text">{message.content}</p>
                  <DateTime className="message__time" value={message.createdAt} />
                </li>
              ))}
              {pending.map((entry) => (
                <li key={entry.clientMessageId} className={`message message--mine message--${entry.status}`}>
                  <p className="message__text">{entry.content}</p>
                  {entry.status === 'sending' ? (
                    <span className="message__time">Sending…</span>
                  ) : (
                    <span className="message__failure">
                      <span role="alert">Failed to send.</span>{' '}
                      <button type="button" className="btn btn-ghost btn-small" onClick={() => void dispatch(retryChatMessage(entry.clientMessageId))}>
                        Retry
                      </button>
                    </span>
                  )}
                </li>
              ))}
            </ol>
          </div>
          <MessageComposer chatId={chatId} recipientName={name} />
        </>
      )}
    </section>
  );
}
