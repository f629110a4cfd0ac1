/**
 * Vitest's global set-up for the server projects: builds the run's template database once (on the
 * PostgreSQL server in TEST_DATABASE_URL, else as a PGlite dump) and hands it to every test file; what
 * `setup` returns, Vitest runs at the end of the run (the template is deleted).
 */
import type { TestProject } from 'vitest/node';
import { buildTemplateDatabase } from './template-database';

export async function setup(project: TestProject) {
  const { template, remove } = await buildTemplateDatabase(process.env.TEST_DATABASE_URL);
  project.provide('templateDatabase', template);
  return remove;
}
