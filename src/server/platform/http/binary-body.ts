import type { FastifyBodyParser, FastifyInstance } from 'fastify';

/**
 * Body types read as a file. The web sends `application/octet-stream`; other clients (and a browser
 * posting a `File` as it is) send the file's own type. Whatever the claim, the feature decides the type
 * from the bytes: this list only says which bodies are read as bytes at all.
 */
const BINARY_TYPES = [
  'application/octet-stream',
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/heic',
  'image/heif',
  'text/plain',
  'text/csv',
];
/** Office documents' many types (Word, Excel, PowerPoint, OpenDocument); tested with any parameters. */
const OFFICE_TYPES = /^application\/vnd\.(openxmlformats-officedocument|oasis\.opendocument)\.[\w.+-]+(;|$)/;

/**
 * A file upload (logo, footer image, a document's attachment) arrives as the file's bytes; the router
 * then sees `{ parameters: { content, ...query } }` like any other call and parses it with the endpoint's
 * schema. The rest of an upload's parameters (an attachment's document and file name) travel in the
 * query string, since the body is the file.
 */
export function acceptBinaryBodies(app: FastifyInstance): void {
  const parser: FastifyBodyParser<Buffer> = (request, body, done) => {
    const query = request.query && typeof request.query === 'object' ? request.query : {};
    done(null, { parameters: { ...query, content: body } });
  };
  app.addContentTypeParser(BINARY_TYPES, { parseAs: 'buffer' }, parser);
  app.addContentTypeParser(OFFICE_TYPES, { parseAs: 'buffer' }, parser);
}
