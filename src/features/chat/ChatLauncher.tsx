import './chat.css';
import { useEffect, useId, useRef } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { ChatHub } from './ChatHub';
import { ChatIcon } from './ChatIcon';
import { hubClosed, hubOpened, selectHubOpen, selectOpenChatId, selectUnreadCount } from './chatSlice';
import { ChatWindow } from './ChatWindow';
import { useInitialUnreadCount } from './useInitialUnreadCount';
import { useOpenChatParam } from './useOpenChatParam';

/** Past this the badge shows "99+": the exact number no longer tells the user anything. */
const BADGE_MAX = 99;

/** Marks the page while the launcher floats over it, so the page's CSS keeps its content clear of the button. */
const LAUNCHER_SHOWN_CLASS = 'chat-launcher-shown';

function useLauncherRoom() {
  useEffect(() => {
    const root = document.documentElement;
    root.classList.add(LAUNCHER_SHOWN_CLASS);
    return () => root.classList.remove(LAUNCHER_SHOWN_CLASS);
  }, []);
}

/** The floating chat hub button with its unread badge, the hub panel and the chat window. */
export function ChatLauncher() {
  const dispatch = useAppDispatch();
  const hubOpen = useAppSelector(selectHubOpen);
  const openChatId = useAppSelector(selectOpenChatId);
  const unread = useAppSelector(selectUnreadCount);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const hubId = useId();
  useInitialUnreadCount();
  useOpenChatParam();
  useLauncherRoom();

  // The hub gives the focus back to this button itself when it closes with the focus inside it.
  const closeHub = () => dispatch(hubClosed());

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className="chat-launcher"
        aria-label={unread > 0 ? `Chat hub, ${unread} unread` : 'Chat hub'}
        aria-expanded={hubOpen}
        aria-controls={hubOpen ? hubId : undefined}
        onClick={() => (hubOpen ? closeHub() : dispatch(hubOpened()))}
      >
        <ChatIcon />
        {unread > 0 && (
          <span className="chat-launcher__badge" aria-hidden="true">
            {unread > BADGE_MAX ? `${BADGE_MAX}+` : unread}
          </span>
        )}
      </button>
      {hubOpen && <ChatHub id={hubId} onClose={closeHub} />}
      {openChatId && <ChatWindow key={openChatId} chatId={openChatId} besideHub={hubOpen} fallbackFocusRef={buttonRef} />}
    </>
  );
}
