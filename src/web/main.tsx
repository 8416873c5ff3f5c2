import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/dates/styles.css';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { startApp } from './app/boot';
import { installOffline } from './features/offline';
import { router } from './routes/router';

// Before the first call: the session itself may have to come from the phone's copy.
installOffline();
startApp({ navigate: (to) => router.navigate(to) });

const root = document.getElementById('root');
if (!root) throw new Error('Elementet #root saknas i index.html');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
