import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { API_PREFIX } from '@shared/api/endpoint';
import type { FastifyInstance } from 'fastify';
import { httpErrors } from './errors';

/** Serves the built React app and answers every other page address with it (client-side routing). */
export async function serveWeb(app: FastifyInstance, distDir: string): Promise<void> {
  const hasWeb = existsSync(path.join(distDir, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, { root: distDir, wildcard: false, index: false, maxAge: '1h' });
  }
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith(`${API_PREFIX}/`) || request.method !== 'GET') {
      const error = httpErrors.NOT_FOUND();
      return reply
        .status(404)
        .send({ result: null, messages: error.toMessages(), userErrorMessage: error.text });
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
