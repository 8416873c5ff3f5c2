import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/dates/styles.css';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { startApp } from './app/boot';
import { router } from './routes/router';

startApp({ navigate: (to) => router.navigate(to) });

const root = document.getElementById('root');
if (!root) throw new Error('Elementet #root saknas i index.html');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
