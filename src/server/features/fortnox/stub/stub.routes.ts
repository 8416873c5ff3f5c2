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

const ore = (kronor: unknown) => Math.round(Number(kronor ?? 0) * 100);

/** The credit invoices that reference invoice `number` (Fortnox's `Credit` and `CreditInvoiceReference`). */
function creditsOf(company: StubCompany, number: string): Entity[] {
  return [...company.invoices.values()].filter(
    (invoice) => invoice.Credit === 'true' && String(invoice.CreditInvoiceReference) === number,
  );
}

/**
 * A new invoice, or with `CreditInvoiceReference` a credit of that invoice: negative, of the same
 * customer, and never more than what the invoice's earlier credits left of it.
 */
function storeInvoice(company: StubCompany, invoice: Entity) {
  if (!company.customers.has(String(invoice.CustomerNumber))) {
    return { status: 400, error: `Kund ${String(invoice.CustomerNumber)} hittades inte` };
  }
  const total = invoiceTotal(invoice);
  const reference = invoice.CreditInvoiceReference ? String(invoice.CreditInvoiceReference) : null;
  const original = reference ? company.invoices.get(reference) : undefined;
  if (reference) {
    if (!original) return { status: 400, error: `Faktura ${reference} som krediteras hittades inte` };
    if (original.Credit === 'true') return { status: 400, error: 'En kreditfaktura kan inte krediteras' };
    if (original.CustomerNumber !== invoice.CustomerNumber)
      return { status: 400, error: 'Kreditfakturan måste ha den krediterade fakturans kund' };
    if (ore(total) >= 0) return { status: 400, error: 'En kreditfaktura måste ha ett negativt belopp' };
    const left = ore(original.Total) + creditsOf(company, reference).reduce((s, c) => s + ore(c.Total), 0);
    if (left + ore(total) < 0)
      return { status: 400, error: `Krediteringen är större än det som återstår av faktura ${reference}` };
  }
  const number = nextNumber(company, 'invoice');
  const stored = { ...invoice, DocumentNumber: number, Total: total, Credit: reference ? 'true' : 'false' };
  company.invoices.set(number, stored);
  // Fortnox points the credited invoice at its (latest) credit.
  if (original) original.CreditInvoiceReference = number;
  return { status: 201, body: { Invoice: stored } };
}

function updateInvoice(company: StubCompany, number: string, changes: Entity) {
  const existing = company.invoices.get(number);
  if (!existing) return { status: 404, error: 'Fakturan hittades inte' };
  if (existing.Booked === true) return { status: 400, error: 'En bokförd faktura kan inte ändras' };
  if (!company.customers.has(String(changes.CustomerNumber)))
    return { status: 400, error: `Kund ${String(changes.CustomerNumber)} hittades inte` };
  const { CreditInvoiceReference: _kept, ...rest } = changes;
  const stored = { ...existing, ...rest, DocumentNumber: number };
  company.invoices.set(number, { ...stored, Total: invoiceTotal(stored) });
  return { status: 200, body: { Invoice: company.invoices.get(number) } };
}

/**
 * `PUT /3/invoices/{n}/credit`: Fortnox credits the whole invoice with a credit invoice of its own, dated
 * today, whose rows are the invoice's with the quantities negated; the buyers' tax reductions follow it.
 * The answer is the credited invoice, which names its credit in `CreditInvoiceReference`.
 */
function creditInFull(company: StubCompany, number: string, today: string) {
  const original = company.invoices.get(number);
  if (!original) return { status: 404, error: 'Fakturan hittades inte' };
  if (original.Credit === 'true') return { status: 400, error: 'En kreditfaktura kan inte krediteras' };
  if (creditsOf(company, number).length > 0)
    return { status: 400, error: `Faktura ${number} är redan krediterad` };
  const creditNumber = nextNumber(company, 'invoice');
  const rows = ((original.InvoiceRows as Entity[] | undefined) ?? []).map((row) =>
    row.DeliveredQuantity === undefined
      ? { ...row }
      : { ...row, DeliveredQuantity: String(-Number(row.DeliveredQuantity)) },
  );
  const credit: Entity = {
    ...original,
    DocumentNumber: creditNumber,
    InvoiceDate: today,
    InvoiceRows: rows,
    Credit: 'true',
    CreditInvoiceReference: number,
  };
  company.invoices.set(creditNumber, { ...credit, Total: invoiceTotal(credit) });
  original.CreditInvoiceReference = creditNumber;
  for (const reduction of [...company.taxReductions.values()]) {
    if (reduction.ReferenceDocumentType !== 'INVOICE' || String(reduction.ReferenceNumber) !== number)
      continue;
    const id = nextNumber(company, 'taxReduction');
    company.taxReductions.set(id, { ...reduction, Id: Number(id), ReferenceNumber: creditNumber });
  }
  return { status: 200, body: { Invoice: original } };
}

/** Fortnox refuses a voucher that does not balance or lies outside the financial year it names. */
function storeVoucher(company: StubCompany, voucher: Entity) {
  const rows = (voucher.VoucherRows as Entity[] | undefined) ?? [];
  const side = (key: string) => rows.reduce((sum, row) => sum + ore(row[key]), 0);
  if (rows.length < 2 || side('Debit') !== side('Credit'))
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
function handle(
  company: StubCompany,
  request: { method: string; template: string; pathname: string; body: Entity; today: string },
) {
  const { method, template, pathname, body, today } = request;
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
    case 'POST /3/invoices':
      return storeInvoice(company, body.Invoice as Entity);
    case 'PUT /3/invoices/{DocumentNumber}':
      return updateInvoice(company, id, body.Invoice as Entity);
    case 'PUT /3/invoices/{DocumentNumber}/credit':
      return creditInFull(company, id, today);
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
    const result = handle(company, {
      method: request.method,
      template: check.operation.template,
      pathname,
      body: (body ?? {}) as Entity,
      today: new Date(state.now()).toISOString().slice(0, 10),
    });
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
