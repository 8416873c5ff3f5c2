/** The provider's uploads in the administration's tests: pictures and PDFs stored as the web sends them. */
import { adminContentApi } from '@shared/api/adminContent.api';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { providerFiles } from '../features/providerDocuments';
import { providerAdminClient, uploadAs } from './admin-fixtures';
import { samplePdf, samplePng } from './sample-files';
import { createTestApp, type TestApp, type TestClient } from './test-app';

export function resultOf<T>(r: { status: number; body: { result: unknown } }): T {
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.result as T;
}

/** A refusal's status and its first message's field and text. */
export const fieldError = (r: {
  status: number;
  body: { messages: Array<{ field?: string; text: string }> };
}) => ({ status: r.status, field: r.body.messages[0]?.field, text: r.body.messages[0]?.text });

export type Uploads = ReturnType<typeof providerUploads>;

export function providerUploads(app: TestApp, admin: TestClient) {
  return {
    /** Uploads a picture (a 16 px PNG unless told) and answers its uid. */
    async picture(bytes: Buffer = samplePng(16)): Promise<string> {
      const r = await uploadAs(app, admin, adminContentApi.uploadPicture, bytes);
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      return r.body.result.fileUid;
    },
    async pdf(): Promise<string> {
      const r = await uploadAs(app, admin, adminContentApi.uploadDocumentFile, samplePdf('Katalog'));
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      return r.body.result.fileUid;
    },
    /** Whether the file's bytes are still stored. */
    async fileExists(id: string): Promise<boolean> {
      const rows = await app.database.db.select().from(providerFiles).where(eq(providerFiles.id, id));
      return rows.length === 1;
    },
  };
}

/**
 * A test app with the provider's administrator, an employee of firm 100245 (who reads what is published)
 * and the upload helpers.
 */
export async function publishingSetup() {
  const app = await createTestApp();
  const admin = await providerAdminClient(app);
  const lunda = app.client();
  await lunda.login('demo-anvandare');
  return { app, admin, lunda, uploads: providerUploads(app, admin) };
}
