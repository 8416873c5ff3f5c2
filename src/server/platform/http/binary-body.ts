import type { FastifyInstance } from 'fastify';

/** Body types read as a file: uploads send the picture itself, not JSON. */
const BINARY_TYPES = ['image/png', 'image/jpeg', 'application/octet-stream'];

/**
 * A file upload (logo, footer image) arrives as the file's bytes; the router then sees
 * `{ parameters: { content } }` like any other call and parses it with the endpoint's schema.
 */
export function acceptBinaryBodies(app: FastifyInstance): void {
  app.addContentTypeParser(BINARY_TYPES, { parseAs: 'buffer' }, (_request, body, done) => {
    done(null, { parameters: { content: body } });
  });
}
