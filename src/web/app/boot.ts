import { authApi } from '@shared/api/auth.api';
import { apiEvents, call } from '../api/call';
import { closeLogin, openLogin } from '../features/auth';
import { forgetSessionData, isLoggingOut } from '../session/auth-actions';
import { pollingActive, startPolling, stopPolling } from '../session/polling';
import { loadGlobalSettings, registerSessionPolling } from '../session/session-polling';
import { currentSession, markSessionFailed, sessionStore, setSession } from '../session/session-store';
import { broadcast, initTabs, type TabMessage } from '../session/tabs';
import { installApiNotifications, notifySessionEnded } from '../shell/api-notifications';
import { installGlobalErrorHandlers } from '../shell/system-problem';

interface BootOptions {
  /** Client-side navigation for things that happen outside React (another tab logged out). */
  navigate(to: string): Promise<void>;
}

function followSession() {
  apiEvents.on('session', ({ session }) => {
    const ended = currentSession() !== null && session === null && !isLoggingOut();
    setSession(session);
    if (ended) {
      notifySessionEnded();
      openLogin();
    }
  });
  apiEvents.on('notAuthorised', () => {
    if (currentSession() !== null) notifySessionEnded();
    setSession(null);
    stopPolling();
    openLogin();
  });
}

/** Polling runs exactly while someone is logged in (api-spec §7.7). */
function pollWhileLoggedIn() {
  let loggedIn = false;
  sessionStore.subscribe(() => {
    const now = sessionStore.get().session !== null;
    if (now === loggedIn) return;
    loggedIn = now;
    if (now) startPolling();
    else stopPolling();
  });
}

function mirrorTabs({ navigate }: BootOptions) {
  pollingActive.subscribe(() =>
    broadcast({ type: pollingActive.get() ? 'pollingStarted' : 'pollingStopped' }),
  );
  initTabs({
    onMessage(message: TabMessage) {
      switch (message.type) {
        case 'loggedIn':
          window.location.reload();
          break;
        case 'loggedOut':
          closeLogin();
          setSession(null);
          void navigate('/').then(forgetSessionData);
          break;
        case 'pollingStarted':
          if (currentSession()) startPolling();
          break;
        case 'pollingStopped':
          stopPolling();
          break;
      }
    },
  });
}

export function startApp(options: BootOptions) {
  installGlobalErrorHandlers();
  installApiNotifications();
  followSession();
  pollWhileLoggedIn();
  mirrorTabs(options);
  registerSessionPolling();
  Promise.all([call(authApi.current, {}, { background: true }), loadGlobalSettings()]).catch(
    markSessionFailed,
  );
}
