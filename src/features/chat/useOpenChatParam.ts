import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { isStoredId } from '../../../common/ids';
import { useAppDispatch } from '../../app/hooks';
import { chatOpened } from './chatSlice';

export const OPEN_CHAT_PARAM = 'openChat';

/** `?openChat={conversation id}` opens that chat, then leaves the URL. */
export function useOpenChatParam(): void {
  const dispatch = useAppDispatch();
  const [params, setParams] = useSearchParams();
  const requested = params.get(OPEN_CHAT_PARAM);

  useEffect(() => {
    if (requested === null) return;
    if (isStoredId(requested)) dispatch(chatOpened(requested));
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(OPEN_CHAT_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [dispatch, requested, setParams]);
}
