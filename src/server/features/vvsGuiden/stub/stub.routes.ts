/**
 * A stand-in VVS-guiden directory (decision 0057) for tests, the Playwright run and the demo. It checks
 * the API key, validates every body against the contract's schemas (vvsGuiden.schema.ts), keeps the
 * listings in memory and refuses a link suffix another listing holds (409), as the directory would.
 * `offline` drops every connection, so a test can see what a directory that does not answer does.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type InstallerInput, installerInputSchema } from '../vvsGuiden.schema';

export interface StubInstaller {
  installerId: string;
  login: string;
  input: InstallerInput;
}

export class VvsGuidenStubState {
  readonly installers = new Map<string, StubInstaller>();
  /** Suffixes held by installers outside Montör. */
  readonly takenSuffixes = new Set<string>(['upptagen']);
  offline = false;
  constructor(
    readonly apiKey: string,
    /** Where the public profile pages live. */
    readonly publicUrl = 'https://vvsguiden.example/installatorer',
  ) {}

  holder(linkSuffix: string): string | null {
    if (this.takenSuffixes.has(linkSuffix)) return 'outside';
    for (const installer of this.installers.values()) {
      if (installer.input.linkSuffix === linkSuffix) return installer.installerId;
    }
    return null;
  }
}

function answer(state: VvsGuidenStubState, installer: StubInstaller) {
  return {
    installerId: installer.installerId,
    login: installer.login,
    profileUrl: `${state.publicUrl}/${installer.input.linkSuffix}`,
  };
}

export function vvsGuidenStubRoutes(app: FastifyInstance, state: VvsGuidenStubState): void {
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (state.offline) {
      request.raw.socket.destroy();
      return reply;
    }
    // The public profile pages are for anyone, as the directory's own are.
    if (request.method === 'GET' && request.url.includes('/profil/')) return;
    if (request.headers.authorization !== `Bearer ${state.apiKey}`) {
      return reply.code(401).send({ error: 'Fel API-nyckel till VVS-guiden' });
    }
  });

  const parse = (body: unknown, reply: FastifyReply) => {
    const input = installerInputSchema.safeParse(body);
    if (!input.success) {
      void reply.code(400).send({ error: `Ogiltig begäran: ${input.error.issues[0]?.message ?? ''}` });
      return null;
    }
    return input.data;
  };

  app.post('/v1/installers', async (request, reply) => {
    const input = parse(request.body, reply);
    if (!input) return reply;
    if (state.holder(input.linkSuffix)) return reply.code(409).send({ error: 'Adressen är upptagen' });
    const installerId = randomUUID();
    const installer = { installerId, login: `vg-${input.customerCode}`, input };
    state.installers.set(installerId, installer);
    return reply.code(201).send(answer(state, installer));
  });

  app.put<{ Params: { id: string } }>('/v1/installers/:id', async (request, reply) => {
    const installer = state.installers.get(request.params.id);
    if (!installer) return reply.code(404).send({ error: 'Installatören finns inte' });
    const input = parse(request.body, reply);
    if (!input) return reply;
    const holder = state.holder(input.linkSuffix);
    if (holder && holder !== installer.installerId) {
      return reply.code(409).send({ error: 'Adressen är upptagen' });
    }
    installer.input = input;
    return reply.code(200).send(answer(state, installer));
  });

  app.get<{ Params: { suffix: string } }>('/profil/:suffix', async (request, reply) => {
    const installer = [...state.installers.values()].find(
      (i) => i.input.linkSuffix === request.params.suffix,
    );
    if (!installer) return reply.code(404).type('text/plain; charset=utf-8').send('Sidan finns inte');
    const { companyName, description, address } = installer.input;
    const html = (text: string) =>
      text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
    return reply
      .type('text/html; charset=utf-8')
      .send(
        `<!doctype html><html lang="sv"><head><meta charset="utf-8"><title>${html(companyName)} – VVS-guiden (test)</title></head>` +
          `<body><h1>${html(companyName)}</h1><p>${html(address.city)}</p><p>${html(description)}</p></body></html>`,
      );
  });

  app.delete<{ Params: { id: string } }>('/v1/installers/:id', async (request, reply) => {
    if (!state.installers.delete(request.params.id)) {
      return reply.code(404).send({ error: 'Installatören finns inte' });
    }
    return reply.code(204).send();
  });
}
