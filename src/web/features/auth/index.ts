/** Logging in and a new password: the login dialog and its store, and the visitor pages. */
export { captchaQuestion } from './captcha-question';
export { LoginModal } from './LoginModal';
export { closeLogin, openLogin } from './login-modal-store';

export const authPages = {
  setNewPassword: () => import('./SetNewPasswordPage'),
};
