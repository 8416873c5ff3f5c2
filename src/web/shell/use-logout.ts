import { useNavigate } from 'react-router';
import { forgetSessionData, logout } from '../session/auth-actions';

/** Logs out, leaves for the start page, then forgets the employee's cached data (header and phone menu). */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  return async () => {
    await logout();
    await navigate('/');
    forgetSessionData();
  };
}
