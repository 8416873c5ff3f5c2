import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  root: fromRoot('./src/web'),
  plugins: [
    react(),
    // The installable field app (decision 0049): the service worker keeps the app shell for a reload
    // without a connection; data is kept by the offline feature, never by the worker.
    VitePWA({
      injectRegister: false,
      registerType: 'autoUpdate',
      includeAssets: ['favicon.svg', 'icons/apple-touch-icon.png'],
      manifest: {
        name: 'Montör',
        short_name: 'Montör',
        description: 'Arbetsordrar, tid och foton på plats – även utan täckning.',
        lang: 'sv',
        start_url: '/montor',
        display: 'standalone',
        theme_color: '#0d5ab2',
        background_color: '#ffffff',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
        // The administration's editor is no part of the field app: a phone does not fetch it to work offline.
        globIgnores: ['**/tiptap-*', '**/RichTextEditorField-*'],
        maximumFileSizeToCacheInBytes: 6 * 1024 * 1024,
        // The page that installed the worker is served by it at once: opened once, usable in the cellar.
        clientsClaim: true,
        navigateFallback: '/index.html',
        // /dev/fortnox: the Fortnox stub's consent page is the server's, never the app shell (decision 0047).
        navigateFallbackDenylist: [/^\/api\//, /^\/dev\/fortnox\//],
      },
    }),
  ],
  resolve: { alias: { '@shared': fromRoot('./src/shared') } },
  // The web root is src/web, so PostCSS would otherwise look for its config there instead of the repo root.
  css: { postcss: fromRoot('.') },
  build: {
    outDir: fromRoot('./dist/web'),
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Libraries change less often than the app: separate chunks stay cached across deployments.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
            { name: 'mantine', test: /node_modules[\\/](@mantine[\\/](?!tiptap)|@floating-ui[\\/])/ },
            // The provider's rich-text editor (decision 0065), after the groups the firms' pages load and
            // before `vendor`: only the administration's forms ask for it, so it stays out of the firms'
            // download (a group takes its modules' dependencies too, so it follows React's and Mantine's).
            {
              name: 'tiptap',
              test: /node_modules[\\/](@tiptap|@mantine[\\/]tiptap|prosemirror-[\w-]+|orderedmap|rope-sequence|w3c-keyname|linkifyjs)[\\/]/,
            },
            { name: 'vendor', test: /node_modules[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
  preview: { port: 4173 },
});
