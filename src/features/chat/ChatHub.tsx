import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { CloseIcon } from '../../components/icons';
import { useFocusTrap } from '../../components/useFocusTrap';
import { TABLET_MEDIA_QUERY, useMediaQuery } from '../../components/useMediaQuery';
import { ChatList } from './ChatList';
import { FriendsTab } from './FriendsTab';

const TABS = [
  { key: 'chats', label: 'Chats' },
  { key: 'friends', label: 'Friends' },
] as const;
type TabKey = (typeof TABS)[number]['key'];

interface ChatHubProps {
  id: string;
  onClose: () => void;
}

/**
 * The hub: Chats and Friends tabs in a small floating panel on desktop, a full-width
 * bottom sheet up to 1024 px that its header collapses. Focus moves in on open, Tab and Shift+Tab
 * wrap inside it, Escape closes it; the page beside it stays usable (the panel is not modal).
 */
export function ChatHub({ id, onClose }: ChatHubProps) {
  const sheet = useMediaQuery(TABLET_MEDIA_QUERY);
  const [tab, setTab] = useState<TabKey>('chats');
  const [collapsed, setCollapsed] = useState(false);
  const hubRef = useRef<HTMLElement>(null);
  const tabRefs = useRef<Record<TabKey, HTMLButtonElement | null>>({ chats: null, friends: null });
  // The Chats tab, where the focus goes when the hub opens.
  const firstTabRef = useRef<HTMLButtonElement | null>(null);
  const baseId = useId();
  useFocusTrap(hubRef, true, { modal: false, initialFocusRef: firstTabRef, onEscape: onClose });

  // Arrow keys move between tabs (the WAI-ARIA tabs pattern); Tab goes on into the panel.
  const onTabKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    const next = TABS[(TABS.findIndex((entry) => entry.key === tab) + 1) % TABS.length]!.key;
    setTab(next);
    tabRefs.current[next]?.focus();
  };

  return (
    <section ref={hubRef} id={id} className={`chat-hub${sheet ? ' chat-hub--sheet' : ''}`} role="dialog" aria-label="Chat hub" tabIndex={-1}>
      <div className="chat-hub__header">
        {sheet ? (
          // Named apart from the floating button, which is called Chat hub too.
          <button
            type="button"
            className="chat-hub__handle"
            aria-label={collapsed ? 'Expand chat hub' : 'Collapse chat hub'}
            aria-expanded={!collapsed}
            onClick={() => setCollapsed(!collapsed)}
          >
            Chat hub
          </button>
        ) : (
          <h2 className="chat-hub__title">
            Chat hub
          </h2>
        )}
        <button type="button" className="icon-button" aria-label="Close chat hub" onClick={onClose}>
          <CloseIcon />
        </button>
      </div>
      <div className="chat-hub__body" hidden={collapsed}>
        <div className="chat-hub__tabs" role="tablist" aria-label="Chat hub">
          {TABS.map(({ key, label }) => (
            <button
              key={key}
              ref={(element) => {
                tabRefs.current[key] = element;
                if (key === TABS[0].key) firstTabRef.current = element;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${key}`}
              aria-selected={tab === key}
              aria-controls={`${baseId}-panel-${key}`}
              tabIndex={tab === key ? 0 : -1}
              className="chat-hub__tab"
              onClick={() => setTab(key)}
              onKeyDown={onTabKeyDown}
            >
              {label}
            </button>
          ))}
        </div>
        <div className="chat-hub__panel" role="tabpanel" id={`${baseId}-panel-${tab}`} aria-labelledby={`${baseId}-tab-${tab}`}>
          {tab === 'chats' ? <ChatList narrow={sheet} /> : <FriendsTab />}
        </div>
      </div>
    </section>
  );
}
