/** `import-medlineplus --tenant <key> --file <xml> [--language en|es]` (see medlineplus-import.ts). */
import { readFile, stat } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { isBrandKey } from '@portal/contracts/brands';
import { isAppLocale } from '@portal/contracts/locales';
import type { TAppLocale } from '@portal/contracts/locales';
import { ERROR_CODES } from '@portal/contracts/errors';
import { UsageError } from '../../commands';
import type { Print } from '../../commands';
import { AppError } from '../../lib/errors';
import type { ClinicLibraryRepository } from './clinic-library-repository';
import { MEDLINEPLUS_MAX_BYTES, MedlinePlusImportError, importMedlinePlus } from './medlineplus-import';

export interface ImportMedlinePlusOptions {
  tenant: string;
  file: string;
  language?: TAppLocale;
}

export function parseImportMedlinePlusOptions(args: readonly string[]): ImportMedlinePlusOptions {
  let values: Record<string, string | undefined>;
  try {
    values = parseArgs({
      args: [...args],
      options: { tenant: { type: 'string' }, file: { type: 'string' }, language: { type: 'string' } },
      strict: true,
      allowPositionals: false,
    }).values;
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const tenant = values.tenant?.trim().toLowerCase();
  if (!tenant) throw new UsageError('--tenant is required.');
  if (!isBrandKey(tenant)) throw new UsageError(`Unknown tenant "${values.tenant}".`);
  const file = values.file?.trim();
  if (!file) throw new UsageError('--file is required.');
  const language = values.language?.trim().toLowerCase();
  if (language !== undefined && !isAppLocale(language)) throw new UsageError('--language must be en or es.');
  return { tenant, file, ...(language ? { language } : {}) };
}

export async function runImportMedlinePlus(
  services: { clinicLibraryRepository: ClinicLibraryRepository },
  options: ImportMedlinePlusOptions,
  print: Print,
): Promise<void> {
  let xml: string;
  try {
    if ((await stat(options.file)).size > MEDLINEPLUS_MAX_BYTES) throw new UsageError(`${options.file} is too large.`);
    xml = await readFile(options.file, 'utf8');
  } catch (error) {
    if (error instanceof UsageError) throw error;
    throw new UsageError(`Cannot read ${options.file}: ${(error as NodeJS.ErrnoException).code ?? 'unknown error'}.`);
  }
  try {
    const { created, updated } = await importMedlinePlus(services.clinicLibraryRepository, {
      tenantKey: options.tenant,
      xml,
      language: options.language,
    });
    print(
      `Imported ${created + updated} MedlinePlus topics into ${options.tenant}: ${created} new, ${updated} replaced.`,
    );
  } catch (error) {
    if (error instanceof MedlinePlusImportError)
      // Printed as one line, without the usage: the command was right, the file is not.
      throw new AppError(ERROR_CODES.validation, `Nothing was imported. ${error.message}`);
    throw error;
  }
}
