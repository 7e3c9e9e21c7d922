import '../styles/userAvatar.css';
import { useState } from 'react';
import { avatarInitial, profileImageUrl } from '../lib/profileImages';

interface UserAvatarProps {
  name: string;
  profileIcon: string | null | undefined;
  size?: number;
  className?: string;
}

/** A user's icon; their initial when the image cannot be shown. Decorative: the name is beside it. */
export function UserAvatar({ name, profileIcon, size = 40, className = '' }: UserAvatarProps) {
  const [failed, setFailed] = useState(false);
  const style = { width: size, height: size };
  if (failed) {
    return (
      <span className={`user-avatar user-avatar--initial ${className}`} style={{ ...style, fontSize: size * 0.45 }} aria-hidden="true">
        {avatarInitial(name)}
      </span>
    );
  }
  return (
    <img
      className={`user-avatar ${className}`}
      src={profileImageUrl(profileIcon, 'icon')}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      onError={() => setFailed(true)}
    />
  );
}
