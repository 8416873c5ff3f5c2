/**
 * The Fortnox stub's HTTP side (decision 0047): the consent page and token endpoint of the OAuth server,
 * and `/3/...` answered like Fortnox: the bearer token checked, 25 requests per 5 s per token (429
 * past that), every request checked against the OpenAPI description (400 with the reasons), and
 * customers, invoices, tax reductions and payments kept per company. Mounted by tests and the bench on
 * their own port, and by the app at /dev/fortnox when the dev tools are on and no Fortnox is configured.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FortnoxStubState, StubCompany } from './stub.data';
import { OpenApiRequestChecker } from './stub.schema';

type Entity = Record<string, unknown>;

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function fortnoxError(reply: FastifyReply, status: number, message: string, code = 2000000) {
  return reply.code(status).send({ ErrorInformation: { Error: 1, Message: message, Code: code } });
}

function consentPage(query: Record<string, string>): string {
  const hidden = ['client_id', 'redirect_uri', 'state', 'scope']
    .map((name) => `<input type="hidden" name="${name}" value="${escapeHtml(query[name] ?? '')}">`)
    .join('');
  return `<!doctype html><html lang="sv"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Fortnox – godkänn integration</title>
<style>body{font-family:sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#1b1b1b}
button{font-size:1rem;padding:.6rem 1.2rem;margin-right:.5rem}</style></head><body>
<h1>Fortnox (testmiljö)</h1>
<p>Montör vill koppla sig till ert Fortnox-företag och få skapa kunder, fakturor, skattereduktioner och
inbetalningar.</p>
<form method="post">${hidden}
<button type="submit" name="decision" value="allow">Godkänn</button>
<button type="submit" name="decision" value="deny">Neka</button></form></body></html>`;
}

function redirectTo(base: string, params: Record<string, string>): string {
  const url = new URL(base);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.toString();
}

function basicCredentials(request: FastifyRequest): [string, string] | null {
  const header = request.headers.authorization ?? '';
  if (!header.startsWith('Basic ')) return null;
  const [id, ...secret] = Buffer.from(header.slice(6), 'base64').toString('utf8').split(':');
  return [id ?? '', secret.join(':')];
}

function oauthRoutes(app: FastifyInstance, state: FortnoxStubState): void {
  app.get('/oauth-v1/auth', async (request, reply) => {
    const query = request.query as Record<string, string>;
    if (query.client_id !== state.clientId || query.response_type !== 'code' || !query.redirect_uri) {
      return reply
        .code(400)
        .type('text/plain; charset=utf-8')
        .send('Ogiltig begäran: client_id eller redirect_uri');
    }
    return reply.type('text/html; charset=utf-8').send(consentPage(query));
  });
  app.post('/oauth-v1/auth', async (request, reply) => {
    const form = request.body as Record<string, string>;
    if (form.client_id !== state.clientId || !form.redirect_uri)
      return reply.code(400).send('Ogiltig begäran');
    if (form.decision !== 'allow') {
      return reply.redirect(
        redirectTo(form.redirect_uri, { error: 'access_denied', state: form.state ?? '' }),
      );
    }
    const code = state.issueCode(form.redirect_uri);
    return reply.redirect(redirectTo(form.redirect_uri, { code, state: form.state ?? '' }));
  });
  app.post('/oauth-v1/token', async (request, reply) => {
    const credentials = basicCredentials(request);
    if (!credentials || credentials[0] !== state.clientId || credentials[1] !== state.clientSecret) {
      return reply
        .code(401)
        .send({ error: 'invalid_client', error_description: 'Fel klient-id eller hemlighet' });
    }
    const form = (request.body ?? {}) as Record<string, string>;
    const tokens =
      form.grant_type === 'authorization_code'
        ? state.exchangeCode(form.code ?? '', form.redirect_uri ?? '')
        : form.grant_type === 'refresh_token'
          ? state.refresh(form.refresh_token ?? '')
          : null;
    if (!tokens)
      return reply.code(400).send({ error: 'invalid_grant', error_description: 'Koden är ogiltig' });
    return reply.send(tokens);
  });
}

function nextNumber(company: StubCompany, kind: keyof StubCompany['nextNumber']): string {
  const number = company.nextNumber[kind];
  company.nextNumber[kind] += 1;
  return String(number);
}

function invoiceTotal(invoice: Entity): number {
  const rows = (invoice.InvoiceRows as Entity[] | undefined) ?? [];
  const sum = rows.reduce((total, row) => {
    const net = Number(row.DeliveredQuantity ?? 0) * Number(row.Price ?? 0);
    return total + net * (1 + Number(row.VAT ?? 25) / 100);
  }, 0);
  return Math.round(sum * 100) / 100;
}

/** Fortnox refuses a voucher that does not balance or lies outside the financial year it names. */
function storeVoucher(company: StubCompany, voucher: Entity) {
  const rows = (voucher.VoucherRows as Entity[] | undefined) ?? [];
  const ore = (key: string) => rows.reduce((sum, row) => sum + Math.round(Number(row[key] ?? 0) * 100), 0);
  if (rows.length < 2 || ore('Debit') !== ore('Credit'))
    return { status: 400, error: 'Verifikationen balanserar inte' };
  const year = company.financialYears.find((y) => y.Id === voucher.Year);
  const date = String(voucher.TransactionDate);
  if (!year || date < String(year.FromDate) || date > String(year.ToDate))
    return { status: 400, error: `Datumet ${date} ligger inte i räkenskapsåret` };
  const series = String(voucher.VoucherSeries);
  const number = (company.voucherNumbers.get(series) ?? 0) + 1;
  company.voucherNumbers.set(series, number);
  const stored = { ...voucher, VoucherNumber: number };
  company.vouchers.set(`${series} ${number}`, stored);
  return { status: 201, body: { Voucher: stored } };
}

/** The resources the integration uses, kept per company; the rest of the API answers 404. */
function handle(company: StubCompany, method: string, template: string, pathname: string, body: Entity) {
  const id = decodeURIComponent(pathname.split('/')[3] ?? '');
  switch (`${method} ${template}`) {
    case 'POST /3/customers': {
      const customer = body.Customer as Entity;
      const number = (customer.CustomerNumber as string | undefined) || nextNumber(company, 'customer');
      if (company.customers.has(number)) return { status: 400, error: `Kundnummer ${number} används redan` };
      const stored = { ...customer, CustomerNumber: number };
      company.customers.set(number, stored);
      return { status: 201, body: { Customer: stored } };
    }
    case 'PUT /3/customers/{CustomerNumber}': {
      const existing = company.customers.get(id);
      if (!existing) return { status: 404, error: 'Kunden hittades inte' };
      const stored = { ...existing, ...(body.Customer as Entity), CustomerNumber: id };
      company.customers.set(id, stored);
      return { status: 200, body: { Customer: stored } };
    }
    case 'GET /3/customers/{CustomerNumber}': {
      const customer = company.customers.get(id);
      return customer
        ? { status: 200, body: { Customer: customer } }
        : { status: 404, error: 'Kunden hittades inte' };
    }
    case 'POST /3/invoices': {
      const invoice = body.Invoice as Entity;
      if (!company.customers.has(String(invoice.CustomerNumber))) {
        return { status: 400, error: `Kund ${String(invoice.CustomerNumber)} hittades inte` };
      }
      const number = nextNumber(company, 'invoice');
      const stored = { ...invoice, DocumentNumber: number, Total: invoiceTotal(invoice) };
      company.invoices.set(number, stored);
      return { status: 201, body: { Invoice: stored } };
    }
    case 'GET /3/invoices/{DocumentNumber}': {
      const invoice = company.invoices.get(id);
      return invoice
        ? { status: 200, body: { Invoice: invoice } }
        : { status: 404, error: 'Fakturan hittades inte' };
    }
    case 'POST /3/taxreductions': {
      const reduction = body.TaxReduction as Entity;
      if (
        reduction.ReferenceDocumentType === 'INVOICE' &&
        !company.invoices.has(String(reduction.ReferenceNumber))
      ) {
        return { status: 400, error: `Faktura ${String(reduction.ReferenceNumber)} hittades inte` };
      }
      const stored = { ...reduction, Id: Number(nextNumber(company, 'taxReduction')) };
      company.taxReductions.set(String(stored.Id), stored);
      return { status: 201, body: { TaxReduction: stored } };
    }
    case 'POST /3/invoicepayments': {
      const payment = body.InvoicePayment as Entity;
      if (!company.invoices.has(String(payment.InvoiceNumber))) {
        return { status: 400, error: `Faktura ${String(payment.InvoiceNumber)} hittades inte` };
      }
      const stored = { ...payment, Number: nextNumber(company, 'payment') };
      company.payments.set(String(stored.Number), stored);
      return { status: 201, body: { InvoicePayment: stored } };
    }
    case 'POST /3/vouchers':
      return storeVoucher(company, body.Voucher as Entity);
    case 'GET /3/financialyears':
      return { status: 200, body: { FinancialYears: company.financialYears } };
    default:
      return { status: 404, error: `Stubben svarar inte på ${method} ${template}` };
  }
}

function apiRoutes(app: FastifyInstance, state: FortnoxStubState): void {
  // Read on the first call: every test app mounts the stub, few call it.
  let checker: OpenApiRequestChecker | null = null;
  const answer = async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = `/3/${(request.params as { '*': string })['*']}`;
    state.counts.requests += 1;
    const finish = (status: number, problems: string[] = []) => {
      state.record({ method: request.method, path: pathname, status, problems });
    };
    const token = (request.headers.authorization ?? '').replace(/^Bearer /, '');
    const company = state.companyOf(token);
    if (!company) {
      finish(401);
      return fortnoxError(reply, 401, 'Ogiltig eller utgången åtkomsttoken', 2000311);
    }
    if (!state.admit(token)) {
      finish(429);
      return fortnoxError(reply, 429, 'För många anrop: högst 25 per 5 sekunder', 2000429);
    }
    const body = request.body === undefined || request.body === '' ? undefined : request.body;
    checker ??= new OpenApiRequestChecker();
    const check = checker.check(request.method, pathname.split('?')[0]!, body);
    if (check.problems.length > 0 || !check.operation) {
      state.counts.invalid += 1;
      finish(400, check.problems);
      return fortnoxError(reply, 400, `Ogiltig begäran: ${check.problems.join('; ')}`, 2000588);
    }
    const result = handle(
      company,
      request.method,
      check.operation.template,
      pathname,
      (body ?? {}) as Entity,
    );
    finish(result.status);
    if ('error' in result) return fortnoxError(reply, result.status, result.error ?? '');
    return reply.code(result.status).send(result.body);
  };
  app.all('/3/*', answer);
}

/** Registers the stub on `app` (use a prefix when it shares a server with something else). */
export async function fortnoxStubRoutes(app: FastifyInstance, state: FortnoxStubState): Promise<void> {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );
  oauthRoutes(app, state);
  apiRoutes(app, state);
}
