import { createStore, useStore } from '../../lib/store';

export type LoginView = 'LOGIN' | 'RESTORE_PASSWORD';

export interface LoginModalState {
  opened: boolean;
  view: LoginView;
  /** Pre-filled user name, e.g. after a new password was set. */
  username: string;
  /** Where a successful login goes instead of the account area (a page that asked for the login). */
  returnTo: string | null;
}

const closed: LoginModalState = { opened: false, view: 'LOGIN', username: '', returnTo: null };

export const loginModalStore = createStore<LoginModalState>(closed);

export function openLogin(options: { view?: LoginView; username?: string; returnTo?: string } = {}) {
  loginModalStore.set((s) => ({
    opened: true,
    view: options.view ?? 'LOGIN',
    username: options.username ?? (s.opened ? s.username : ''),
    returnTo: options.returnTo ?? (s.opened ? s.returnTo : null),
  }));
}

export function showLoginView(view: LoginView) {
  loginModalStore.set((s) => ({ ...s, view }));
}

export function closeLogin() {
  loginModalStore.set(closed);
}

export const useLoginModal = () => useStore(loginModalStore);
