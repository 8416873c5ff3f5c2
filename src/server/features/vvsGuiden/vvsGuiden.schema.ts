/**
 * The VVS-guiden directory's HTTP contract (decision 0057). There is no published API, so Montör states
 * one: JSON over HTTPS, a bearer API key, and these bodies. The client sends and reads through these
 * schemas and the stub checks every request against them, so the two cannot drift apart.
 *
 *   POST   /v1/installers        installerInput → 201 installerAnswer; 409 the link suffix is taken
 *   PUT    /v1/installers/{id}   installerInput → 200 installerAnswer; 404 unknown; 409 taken
 *   DELETE /v1/installers/{id}   → 204; 404 unknown
 *   every refusal: 4xx/5xx { error: string } (the directory's own Swedish words)
 */
import { customerServicesTypes } from '@shared/domain/company-settings';
import { z } from 'zod';

const line = z.string().max(200);

export const installerInputSchema = z
  .object({
    /** The provider's customer number of the firm: the directory knows its customers by it. */
    customerCode: z.string().min(1).max(40),
    orgNumber: z.string().max(20),
    companyName: z.string().min(1).max(200),
    linkSuffix: z.string().regex(/^[a-z0-9](?:[a-z0-9-]{1,58})[a-z0-9]$/),
    description: z.string().max(1_000),
    customerServicesType: z.enum(customerServicesTypes),
    /** Shown in the directory's search; false keeps the listing but hides it. */
    listed: z.boolean(),
    contact: z.object({ name: line.min(1), email: z.email(), phone: line }).strict(),
    address: z.object({ street: line, postalCode: z.string().max(10), city: line }).strict(),
    phone: line,
    website: line,
  })
  .strict();
export type InstallerInput = z.infer<typeof installerInputSchema>;

export const installerAnswerSchema = z.object({
  installerId: z.string().min(1).max(100),
  login: z.string().min(1).max(200),
  profileUrl: z.url(),
});
export type InstallerAnswer = z.infer<typeof installerAnswerSchema>;

export const directoryErrorSchema = z.object({ error: z.string() });
