/**
 * The Fortnox stub on a port of its own (decision 0047), for the tests and the bench: the app is pointed
 * at it through its config, and a test gives consent the way a browser does (the form on the consent
 * page, then the redirect's code and state).
 */
import Fastify from 'fastify';
import type { FortnoxConfig } from '../config';
import { FortnoxStubState, fortnoxStubRoutes, type StubOptions } from '../features/fortnox';

export interface RunningStub {
  url: string;
  state: FortnoxStubState;
  config: FortnoxConfig;
  close(): Promise<void>;
}

export const STUB_REDIRECT_URL = 'http://montor.test/montor/foretag/edit/fortnox-integration';

export async function startFortnoxStub(options: Partial<StubOptions> = {}): Promise<RunningStub> {
  const state = new FortnoxStubState({ clientId: 'montor-test', clientSecret: 'test-secret', ...options });
  const app = Fastify();
  await app.register((instance) => fortnoxStubRoutes(instance, state));
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    url,
    state,
    config: {
      apiUrl: url,
      authUrl: url,
      clientId: state.clientId,
      clientSecret: state.clientSecret,
      redirectUrl: STUB_REDIRECT_URL,
      tokenKey: 'test-token-key',
      builtInStub: false,
    },
    close: () => app.close(),
  };
}

/** Opens the consent page of `link`, approves it and answers the code and state of the redirect. */
export async function giveConsent(link: string): Promise<{ code: string; state: string }> {
  const page = await fetch(link);
  if (page.status !== 200) throw new Error(`Consent page answered ${page.status}`);
  const html = await page.text();
  const form = new URLSearchParams({ decision: 'allow' });
  for (const [, name, value] of html.matchAll(/type="hidden" name="(\w+)" value="([^"]*)"/g)) {
    form.set(
      name!,
      value!.replace(/&#(\d+);/g, (_m, c: string) => String.fromCharCode(Number(c))),
    );
  }
  const answer = await fetch(link.split('?')[0]!, {
    method: 'POST',
    body: form,
    redirect: 'manual',
  });
  const location = new URL(answer.headers.get('location') ?? '');
  return { code: location.searchParams.get('code') ?? '', state: location.searchParams.get('state') ?? '' };
}
