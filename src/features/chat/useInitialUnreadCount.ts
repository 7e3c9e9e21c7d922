import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectConnected } from '../presence/presenceSlice';
import { chatApi } from './chatApi';
import { selectInitialUnreadLoaded, unreadCountLoaded } from './chatSlice';

/**
 * The badge starts at the number of chats with unread messages, read once the realtime
 * connection is up, so that whatever arrives from then on only raises it.
 */
export function useInitialUnreadCount(): void {
  const dispatch = useAppDispatch();
  const connected = useAppSelector(selectConnected);
  const loaded = useAppSelector(selectInitialUnreadLoaded);

  useEffect(() => {
    if (!connected || loaded) return;
    const request = dispatch(chatApi.endpoints.getChatList.initiate());
    request
      .unwrap()
      .then((list) => {
        const firstPage = list.pages[0];
        const unreadChatIds = (firstPage?.chats ?? []).filter((chat) => chat.hasUnread).map((chat) => chat._id);
        dispatch(unreadCountLoaded({ unreadChats: firstPage?.unreadChats ?? 0, unreadChatIds }));
      })
      .catch((error: unknown) => {
        // A 401 means the session ended meanwhile (a logout racing the connection): nothing to report.
        if ((error as { status?: unknown } | null)?.status === 401) return;
        console.error('Failed to load chats', error);
      });
    return () => request.unsubscribe();
  }, [connected, dispatch, loaded]);
}
