import { createStore, useStore } from '../../lib/store';

export type LoginView = 'LOGIN' | 'RESTORE_PASSWORD';

export interface LoginModalState {
  opened: boolean;
  view: LoginView;
  /** Pre-filled user name, e.g. after a new password was set. */
  username: string;
}

const closed: LoginModalState = { opened: false, view: 'LOGIN', username: '' };

export const loginModalStore = createStore<LoginModalState>(closed);

export function openLogin(options: { view?: LoginView; username?: string } = {}) {
  loginModalStore.set((s) => ({
    opened: true,
    view: options.view ?? 'LOGIN',
    username: options.username ?? (s.opened ? s.username : ''),
  }));
}

export function showLoginView(view: LoginView) {
  loginModalStore.set((s) => ({ ...s, view }));
}

export function closeLogin() {
  loginModalStore.set(closed);
}

export const useLoginModal = () => useStore(loginModalStore);
