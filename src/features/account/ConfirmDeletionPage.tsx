import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useAppDispatch } from '../../app/hooks';
import { serverMessage } from '../../lib/serverMessage';
import { useLinkParams } from '../../lib/useLinkParams';
import { usePageTitle } from '../../lib/usePageTitle';
import { loggedOut } from '../session/sessionSlice';
import { useConfirmAccountDeletionMutation } from './accountApi';
import {
  DELETION_AUTO_CONFIRM_MS,
  DELETION_FAILED,
  DELETION_NETWORK_ERROR,
  DELETION_REDIRECT_MS,
  INVALID_DELETION_LINK,
} from './deletionTexts';
import { isNetworkError } from './serverErrors';
import './account.css';

type DeletionState = { phase: 'confirming' } | { phase: 'deleting' } | { phase: 'deleted'; message: string } | { phase: 'failed'; message: string };

/**
 * /confirm-deletion#token=…&userId=… (and the older /confirm-deletion?token=…&userId=… and
 * /confirm-deletion/{token}?userId=…): asks
 * once more, deletes on its own after 10 s or at once on Delete Now; success clears local storage
 * and goes home after 3 s.
 */
export function ConfirmDeletionPage() {
  usePageTitle('Confirm account deletion');
  const params = useParams();
  const link = useLinkParams();
  const token = params.token ?? link.get('token');
  const userId = link.get('userId');
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [confirmDeletion] = useConfirmAccountDeletionMutation();
  const [state, setState] = useState<DeletionState>(() =>
    token && userId ? { phase: 'confirming' } : { phase: 'failed', message: INVALID_DELETION_LINK },
  );
  const [secondsLeft, setSecondsLeft] = useState(DELETION_AUTO_CONFIRM_MS / 1000);
  const submitted = useRef(false);

  const deleteNow = useCallback(async () => {
    if (submitted.current || !token || !userId) return;
    submitted.current = true;
    setState({ phase: 'deleting' });
    const result = await confirmDeletion({ token, userId });
    if ('error' in result) {
      const message = isNetworkError(result.error) ? DELETION_NETWORK_ERROR : serverMessage(result.error, DELETION_FAILED);
      setState({ phase: 'failed', message });
      return;
    }
    window.localStorage.clear();
    dispatch(loggedOut());
    setState({ phase: 'deleted', message: result.data.msg });
  }, [token, userId, confirmDeletion, dispatch]);

  useEffect(() => {
    if (state.phase !== 'confirming') return;
    const automatic = setTimeout(() => void deleteNow(), DELETION_AUTO_CONFIRM_MS);
    const countdown = setInterval(() => setSecondsLeft((seconds) => Math.max(0, seconds - 1)), 1000);
    return () => {
      clearTimeout(automatic);
      clearInterval(countdown);
    };
  }, [state.phase, deleteNow]);

  useEffect(() => {
    if (state.phase !== 'deleted') return;
    const home = setTimeout(() => void navigate('/', { replace: true }), DELETION_REDIRECT_MS);
    return () => clearTimeout(home);
  }, [state.phase, navigate]);

  if (state.phase === 'deleted') {
    return (
      <section className="page container auth-page">
        <h1>Account Deleted</h1>
        <p role="status">{state.message}</p>
        <p>You will be taken to the home page in a few seconds.</p>
      </section>
    );
  }

  if (state.phase === 'failed') {
    return (
      <section className="page container auth-page">
        <h1>Deletion Failed</h1>
        <p className="auth-message auth-message--error" role="alert">
          {state.message}
        </p>
        <button type="button" className="btn btn-primary" onClick={() => void navigate('/')}>
          Go to Homepage
        </button>
      </section>
    );
  }

  return (
    <section className="page container auth-page">
      <h1>Confirm Account Deletion</h1>
      <p className="auth-warning">
        <strong>Warning:</strong> This action cannot be undone. Your profile, e-mail address and login will be removed permanently.
      </p>
      <p role="timer" aria-live="off">
        Your account will be deleted automatically in {secondsLeft} {secondsLeft === 1 ? 'second' : 'seconds'}.
      </p>
      <div className="auth-actions">
        <button type="button" className="btn btn-secondary" onClick={() => void navigate('/')} disabled={state.phase === 'deleting'}>
          Cancel
        </button>
        <button type="button" className="btn btn-primary auth-danger" onClick={() => void deleteNow()} disabled={state.phase === 'deleting'}>
          {state.phase === 'deleting' ? 'Deleting…' : 'Delete Now'}
        </button>
      </div>
    </section>
  );
}
