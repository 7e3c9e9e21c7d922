import { useId } from 'react';
import { displayNameOf } from '../../../common/chat';
import type { ChatSummary } from '../../../common/contract/chat';
import { useAppSelector } from '../../app/hooks';
import { selectIsOnline } from '../presence/presenceSlice';
import { UserAvatar } from '../../components/UserAvatar';

interface ChatRowProps {
  chat: ChatSummary;
  myId: string | null;
  narrow: boolean;
  onOpen: () => void;
}

/** Avatar, username, last-message preview, online dot and the Open button (Chat on mobile). */
export function ChatRow({ chat, myId, narrow, onOpen }: ChatRowProps) {
  const other = chat.participants.find((participant) => participant._id !== myId) ?? null;
  const name = displayNameOf(other);
  const online = useAppSelector((state) => (other ? selectIsOnline(state, other._id, other.isOnline) : false));
  const nameId = useId();

  return (
    <li className={`chat-row${chat.hasUnread ? ' chat-row--unread' : ''}`}>
      <span className="chat-row__avatar">
        <UserAvatar name={name} profileIcon={other?.profileIcon} size={40} />
        <span className={`presence-dot${online ? ' presence-dot--online' : ''}`} aria-hidden="true" />
      </span>
      <span className="chat-row__text">
        <span className="chat-row__name" id={nameId}>
          {name}
        </span>
        <span className="visually-hidden">
          {online ? ' Online' : ' Offline'}
          {chat.hasUnread ? ', unread messages' : ''}
        </span>
        <span className="chat-row__preview">{chat.lastMessage?.content}</span>
      </span>
      <button type="button" className="btn btn-primary btn-small" aria-describedby={nameId} onClick={onOpen}>
        {narrow ? 'Chat' : 'Open'}
      </button>
    </li>
  );
}
