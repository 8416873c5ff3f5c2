import { authApi } from '@shared/api/auth.api';
import { contentApi } from '@shared/api/content.api';
import { providerApi } from '@shared/api/provider.api';
import { beforeEach, describe, expect, it } from 'vitest';
import { errorBody, type Handler, hanging, json, rejection, setup } from '../testing/caller.fixtures';
import { AbortedError, ApiError } from './api-error';
import { UNHANDLED_SERVER_ERROR_TEXT } from './caller';

const warehouses = { items: [] };

describe('call layer status handling', () => {
  let handler: Handler;
  beforeEach(() => {
    handler = async () => json(200, { result: warehouses, messages: [] });
  });

  it('returns the parsed result of a 2xx answer', async () => {
    const { caller } = setup(() => handler('', {}));
    await expect(caller.call(providerApi.warehouses, {})).resolves.toEqual(warehouses);
  });

  it('reads a 204 as an empty result', async () => {
    const { caller } = setup(async (url) =>
      url.endsWith('/auth/current')
        ? json(200, { result: { instanceToken: 't', session: null }, messages: [] })
        : new Response(null, { status: 204 }),
    );
    const parameters = { companyName: 'AB', name: 'N', email: 'a@b.se' };
    await expect(caller.call(authApi.sendLoginInfoRequest, parameters)).resolves.toEqual({});
  });

  it("hands a success answer's INFO and WARNING messages on, but never its ERRORs", async () => {
    const notes = [
      { level: 'WARNING', code: 'PAYMENT_OVERPAID', text: 'Överbetalning', field: 'paymentSum' },
      { level: 'INFO', code: 'IMPORTED', text: '3 betalningar registrerade' },
    ];
    const { caller, seen } = setup(async () =>
      json(200, { result: warehouses, messages: [...notes, { level: 'ERROR', code: 'X', text: 'fel' }] }),
    );
    await caller.call(providerApi.warehouses, {});
    expect(seen).toEqual([{ type: 'messages', payload: { messages: notes } }]);
  });

  it('leaves the messages to a caller that shows them itself', async () => {
    const { caller, seen } = setup(async () =>
      json(200, {
        result: warehouses,
        messages: [{ level: 'WARNING', code: 'LINE_NOT_COUNTED', text: 'Rad 2' }],
      }),
    );
    await caller.call(providerApi.warehouses, {}, { quietMessages: true });
    expect(seen).toEqual([]);
  });

  it('rejects a 2xx answer that breaks the contract', async () => {
    const { caller } = setup(async () => json(200, { result: { items: 'nope' }, messages: [] }));
    const error = await rejection(caller.call(providerApi.warehouses, {}));
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(ApiError);
  });

  it('401 reports not-authorised and rejects as handled', async () => {
    const { caller, seen } = setup(async () => json(401, errorBody('NOT_AUTHENTICATED', 'Logga in')));
    const error = (await rejection(caller.call(contentApi.counters, {}))) as ApiError;
    expect(error.status).toBe(401);
    expect(error.handled).toBe(true);
    expect(seen.map((e) => e.type)).toEqual(['notAuthorised']);
  });

  it('400 shows the userErrorMessage as a validation notification', async () => {
    const { caller, seen } = setup(async () =>
      json(400, errorBody('INVALID_PARAMETER', 'Fel', 'Kontrollera fälten')),
    );
    const error = (await rejection(caller.call(providerApi.warehouses, {}))) as ApiError;
    expect(error.handled).toBe(true);
    expect(seen).toEqual([
      { type: 'validation', payload: { message: 'Kontrollera fälten', reloadable: false } },
    ]);
  });

  it('409 offers a reload', async () => {
    const { caller, seen } = setup(async () =>
      json(409, errorBody('VERSION_CONFLICT', 'Ändrad', 'Någon har ändrat')),
    );
    await rejection(caller.call(providerApi.warehouses, {}));
    expect(seen).toEqual([
      { type: 'validation', payload: { message: 'Någon har ändrat', reloadable: true } },
    ]);
  });

  it('a caller may take 400 itself, with the field messages', async () => {
    const body = errorBody('INVALID_PARAMETER', 'Felaktig e-post', undefined, 'email');
    const { caller, seen } = setup(async () => json(400, body));
    const error = (await rejection(
      caller.call(providerApi.warehouses, {}, { handleErrors: false }),
    )) as ApiError;
    expect(seen).toEqual([]);
    expect(error.handled).toBe(false);
    expect(error.code).toBe('INVALID_PARAMETER');
    expect(error.fieldMessages()).toEqual({ email: 'Felaktig e-post' });
  });

  it('500 notifies with a fallback text and aborts other calls in flight', async () => {
    const { caller, seen } = setup((url, init) =>
      url.includes('counters')
        ? hanging(url, init)
        : Promise.resolve(json(500, { result: null, messages: [] })),
    );
    const pending = rejection(caller.call(contentApi.counters, {}));
    const failed = (await rejection(caller.call(providerApi.warehouses, {}))) as ApiError;
    expect(failed.status).toBe(500);
    expect(await pending).toBeInstanceOf(AbortedError);
    expect(seen).toEqual([{ type: 'serverError', payload: { message: UNHANDLED_SERVER_ERROR_TEXT } }]);
  });

  it.each([503, 502])('%i reports the server as unavailable', async (status) => {
    const { caller, seen } = setup(async () => json(status, {}));
    const error = (await rejection(caller.call(providerApi.warehouses, {}))) as ApiError;
    expect(error.handled).toBe(true);
    expect(seen.map((e) => e.type)).toEqual(['unavailable']);
  });

  it("503 with the server's own message is still unavailable; 502 with one reaches the caller", async () => {
    const unavailable = setup(async () => json(503, errorBody('SERVICE_UNAVAILABLE', 'Ej tillgänglig')));
    await rejection(unavailable.caller.call(providerApi.warehouses, {}));
    expect(unavailable.seen.map((e) => e.type)).toEqual(['unavailable']);
    const refused = setup(async () => json(502, errorBody('REFUSED', 'Mottagaren finns inte')));
    const error = (await rejection(refused.caller.call(providerApi.warehouses, {}))) as ApiError;
    expect(error).toMatchObject({ status: 502, code: 'REFUSED', handled: false });
    expect(refused.seen).toEqual([]);
  });

  it('a network failure reports the server as unavailable', async () => {
    const { caller, seen } = setup(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = (await rejection(caller.call(providerApi.warehouses, {}))) as ApiError;
    expect(error.status).toBe(0);
    expect(seen.map((e) => e.type)).toEqual(['unavailable']);
  });

  it('other statuses reach the caller unannounced', async () => {
    const { caller, seen } = setup(async () =>
      json(403, errorBody('FORBIDDEN', 'Nej', 'Du saknar behörighet')),
    );
    const error = (await rejection(caller.call(providerApi.warehouses, {}))) as ApiError;
    expect(error).toMatchObject({
      status: 403,
      code: 'FORBIDDEN',
      userErrorMessage: 'Du saknar behörighet',
      handled: false,
    });
    expect(seen).toEqual([]);
  });

  it('a call aborted by its caller rejects as aborted', async () => {
    const { caller } = setup(hanging);
    const controller = new AbortController();
    const pending = rejection(caller.call(providerApi.warehouses, {}, { signal: controller.signal }));
    controller.abort();
    const error = await pending;
    expect(error).toBeInstanceOf(AbortedError);
    expect((error as Error).message).toBe('aborted');
  });

  it('latestOnly cancels the earlier call of the same kind', async () => {
    const { caller } = setup(hanging);
    const first = rejection(
      caller.call(providerApi.warehouses, {}, { signal: caller.latestOnly('suggest') }),
    );
    caller.latestOnly('suggest');
    expect(await first).toBeInstanceOf(AbortedError);
  });

  it('background calls do not show the loader', async () => {
    const { caller, loaderBegun } = setup(async () => json(200, { result: warehouses, messages: [] }));
    await caller.call(providerApi.warehouses, {}, { background: true });
    expect(loaderBegun()).toBe(0);
    await caller.call(providerApi.warehouses, {});
    expect(loaderBegun()).toBe(1);
  });
});
