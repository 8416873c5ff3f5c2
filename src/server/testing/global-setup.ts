import type { TestProject } from 'vitest/node';
import { buildTemplate, newTemplateRef, removeTemplate, type TemplateRef } from './test-database';

declare module 'vitest' {
  export interface ProvidedContext {
    template: TemplateRef;
  }
}

/** Migrates and seeds one template per test run; every test file copies it. */
export default async function setup(project: TestProject) {
  const template = newTemplateRef();
  await buildTemplate(template);
  project.provide('template', template);
  return () => removeTemplate(template);
}
