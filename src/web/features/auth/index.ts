/** Logging in, registering and a new password: the login dialog and its store, and the visitor pages. */
export { LoginModal } from './LoginModal';
export { closeLogin, openLogin } from './login-modal-store';

export const authPages = {
  register: () => import('./RegisterPage'),
  setNewPassword: () => import('./SetNewPasswordPage'),
};
