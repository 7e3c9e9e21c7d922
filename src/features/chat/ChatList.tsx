import { useEffect, useRef, useState } from 'react';
import type { ChatSummary } from '../../../common/contract/chat';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectCurrentUser, userIdOf } from '../session/sessionSlice';
import { useGetChatListInfiniteQuery } from './chatApi';
import { ChatRow } from './ChatRow';
import { chatOpened } from './chatSlice';

/** Each chat once, in the order the pages gave them (a refetch may shift a chat between pages). */
function distinctChats(chats: ChatSummary[]): ChatSummary[] {
  const seen = new Set<string>();
  return chats.filter((chat) => !seen.has(chat._id) && seen.add(chat._id));
}

/** The Chats tab: chats with a last message, ten at a time. */
export function ChatList({ narrow }: { narrow: boolean }) {
  const dispatch = useAppDispatch();
  const myId = userIdOf(useAppSelector(selectCurrentUser));
  const { data, isLoading, isError, error, fetchNextPage, isFetchingNextPage } = useGetChatListInfiniteQuery();
  const [shownPages, setShownPages] = useState(1);
  const loadMoreRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (isError) console.error('Failed to load chats', error);
  }, [isError, error]);

  if (isLoading) return <p className="chat-hub__status" role="status">Loading chats…</p>;

  // A failed load empties the list.
  const pages = isError ? [] : (data?.pages ?? []);
  const chats = distinctChats(pages.slice(0, shownPages).flatMap((page) => page.chats)).filter((chat) => chat.lastMessage);
  const total = pages[pages.length - 1]?.total ?? 0;
  const remaining = Math.max(0, total - chats.length);

  if (chats.length === 0) return <p className="chat-hub__status">No conversations yet.</p>;

  const loadMore = async () => {
    if (pages.length <= shownPages) await fetchNextPage();
    setShownPages((count) => count + 1);
  };
  const showLess = () => {
    setShownPages(1);
    loadMoreRef.current?.focus();
  };

  return (
    <>
      <ul className="chat-list">
        {chats.map((chat) => (
          <ChatRow key={chat._id} chat={chat} myId={myId} narrow={narrow} onOpen={() => dispatch(chatOpened(chat._id))} />
        ))}
      </ul>
      <div className="chat-list__more">
        {remaining > 0 && (
          <button ref={loadMoreRef} type="button" className="btn btn-secondary btn-small" onClick={() => void loadMore()} disabled={isFetchingNextPage}>
            Load More ({remaining})
          </button>
        )}
        {shownPages > 1 && (
          <button type="button" className="btn btn-ghost btn-small" onClick={showLess}>
            Show Less
          </button>
        )}
      </div>
    </>
  );
}
