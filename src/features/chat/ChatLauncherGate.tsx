import { lazy, Suspense } from 'react';
import { useAppSelector } from '../../app/hooks';
import { selectCurrentUser } from '../session/sessionSlice';

// Visitors never download the chat: its code loads once someone is logged in.
const ChatLauncher = lazy(() => import('./ChatLauncher').then((module) => ({ default: module.ChatLauncher })));

/** The floating chat hub button and its windows, for logged-in users only. */
export function ChatLauncherGate() {
  const user = useAppSelector(selectCurrentUser);
  if (!user) return null;
  return (
    <Suspense fallback={null}>
      <ChatLauncher />
    </Suspense>
  );
}
