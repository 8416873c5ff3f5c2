import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server in the test process (tests only: smtp-server and mailparser are dev dependencies).
 * It receives what `smtpTransport` sends over TCP and parses it, so a test sees the mail a relay would
 * see; `refuse` makes it answer the next messages with an SMTP error, `stop` takes it off the network.
 */
export interface SmtpStub {
  url: string;
  received: ParsedMail[];
  /** Answer every message with this SMTP code (421 = try later, 550 = refused for good); null accepts. */
  refuse(code: number | null): void;
  stop(): Promise<void>;
}

export async function startSmtpStub(port = 0): Promise<SmtpStub> {
  const received: ParsedMail[] = [];
  let refusal: number | null = null;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (refusal !== null) {
          const error = Object.assign(new Error('Meddelandet avvisas av testservern'), {
            responseCode: refusal,
          });
          callback(error);
          return;
        }
        simpleParser(Buffer.concat(chunks))
          .then((mail) => {
            received.push(mail);
            callback();
          })
          .catch(callback);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    received,
    refuse(code) {
      refusal = code;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
