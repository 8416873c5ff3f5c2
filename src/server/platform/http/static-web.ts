import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { API_PREFIX } from '@shared/api/endpoint';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { httpErrors } from './errors';

const ASSET = /\.(js|mjs|css|map|png|jpe?g|gif|svg|ico|webp|woff2?|ttf|txt|json|webmanifest)$/i;

function notFound(reply: FastifyReply) {
  const error = httpErrors.NOT_FOUND();
  return reply.status(404).send({ result: null, messages: error.toMessages(), userErrorMessage: error.text });
}

/** A file under the build folder, or null; never a path that climbs out of it. */
function builtFile(distDir: string, urlPath: string): string | null {
  const relative = path.normalize(decodeURIComponent(urlPath)).replace(/^([/\\])+/, '');
  const full = path.join(distDir, relative);
  if (!full.startsWith(distDir + path.sep)) return null;
  return existsSync(full) && statSync(full).isFile() ? relative : null;
}

/** Serves the built React app and answers every other page address with it (client-side routing). */
export async function serveWeb(app: FastifyInstance, distDir: string): Promise<void> {
  const hasWeb = existsSync(path.join(distDir, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, { root: distDir, wildcard: false, index: false, maxAge: '1h' });
  }
  app.setNotFoundHandler((request, reply) => {
    const urlPath = request.url.split('?')[0] ?? '/';
    if (urlPath.startsWith(`${API_PREFIX}/`) || request.method !== 'GET') return notFound(reply);
    if (ASSET.test(urlPath)) {
      // Files built after start-up (a rebuild while the server runs) are not in the static route table.
      const file = hasWeb ? builtFile(distDir, urlPath) : null;
      // A missing script must be a 404, not the app's HTML, which the browser would refuse as a script.
      return file ? reply.sendFile(file) : notFound(reply);
    }
    if (!hasWeb) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('Webbappen är inte byggd. Kör: npm run build');
    }
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  });
}
