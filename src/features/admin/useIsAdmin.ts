import { isAdmin } from '../../../common/roles';
import { useAppSelector } from '../../app/hooks';
import { selectCurrentUser } from '../session/sessionSlice';

/** Role changes and the dashboard are for admins (role admin or the isAdmin flag); masters see the rest. */
export function useIsAdmin(): boolean {
  return isAdmin(useAppSelector(selectCurrentUser));
}
