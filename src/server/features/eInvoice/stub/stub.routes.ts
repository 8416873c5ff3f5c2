/**
 * A stand-in PEPPOL access point (decision 0050) for tests, the Playwright run and the demo: it checks
 * the token, records what it is sent, and answers as an access point would — a message id, or a
 * refusal when the receiver is unknown to it (receivers it was told to refuse, or any document whose
 * buyer reference contains "AVVISA"). Its memory is its own, as a real access point's would be.
 */
import type { FastifyInstance } from 'fastify';

export interface StubMessage {
  messageId: string;
  receiver: string;
  documentType: string;
  format: string;
  xml: string;
}

export class AccessPointStubState {
  readonly messages: StubMessage[] = [];
  readonly refusedReceivers = new Set<string>();
  constructor(readonly token: string) {}
}

/** The buyer reference of a PEPPOL document (BuyerReference) or a Svefaktura one (the requisitionist's). */
function buyerReferenceOf(xml: string): string {
  const peppol = /<cbc:BuyerReference>([^<]*)</.exec(xml);
  const svefaktura = /<RequisitionistDocumentReference><cac:ID>([^<]*)</.exec(xml);
  return (peppol ?? svefaktura)?.[1] ?? '';
}

export function accessPointStubRoutes(app: FastifyInstance, state: AccessPointStubState): void {
  app.addContentTypeParser(/^application\/xml/, { parseAs: 'string' }, (_req, body, done) =>
    done(null, body),
  );
  app.post('/messages', async (request, reply) => {
    if (request.headers.authorization !== `Bearer ${state.token}`)
      return reply.code(401).send({ error: 'Fel nyckel till accesspunkten' });
    const receiver = String(request.headers['x-peppol-receiver'] ?? '');
    const xml = typeof request.body === 'string' ? request.body : '';
    if (!/^(0007|0088):\d+$/.test(receiver) || !xml.startsWith('<?xml'))
      return reply.code(400).send({ error: 'Mottagare eller dokument saknas' });
    const reference = buyerReferenceOf(xml);
    if (state.refusedReceivers.has(receiver) || reference.includes('AVVISA'))
      return reply.code(422).send({ error: `Mottagaren ${receiver} finns inte i PEPPOL-registret` });
    const messageId = `AP-${String(state.messages.length + 1).padStart(6, '0')}`;
    state.messages.push({
      messageId,
      receiver,
      documentType: String(request.headers['x-peppol-document-type'] ?? ''),
      format: String(request.headers['x-document-format'] ?? 'PEPPOL'),
      xml,
    });
    return reply.code(202).send({ messageId });
  });
  app.get('/messages', async () =>
    state.messages.map(({ messageId, receiver, documentType, format }) => ({
      messageId,
      receiver,
      documentType,
      format,
    })),
  );
}
