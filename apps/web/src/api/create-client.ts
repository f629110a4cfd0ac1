import axios from 'axios';
import type { AxiosInstance } from 'axios';
import { APPLICATION_TYPE_HEADER, BRAND_HEADER } from '@portal/contracts/headers';
import { getCurrentBrand } from '../brands/current-brand';
import { activeLocale } from '../i18n/i18n';
import { getApplicationType, isNativePlatform } from '../platform/platform';

export interface ServiceClientOptions {
  baseURL: string;
  /** Milliseconds; 0 (the default) means no timeout. */
  timeout?: number;
  /** The bearer credential for this service, read at request time; none when it returns null. */
  getBearer?: () => string | null;
}

/** Success is any 2xx; everything else rejects with axios's own error (and message). */
export function isSuccessStatus(status: number): boolean {
  return status >= 200 && status <= 299;
}

/** One factory for every service: same headers, same status rule, same error messages. */
export function createServiceClient({ baseURL, timeout = 0, getBearer }: ServiceClientOptions): AxiosInstance {
  const client = axios.create({ baseURL, timeout, validateStatus: isSuccessStatus });
  client.interceptors.request.use((config) => {
    config.headers.set(APPLICATION_TYPE_HEADER, getApplicationType());
    // The server answers error messages (and localised content) in the language on screen.
    config.headers.set('Accept-Language', activeLocale());
    // A native build has no meaningful host, so it names its brand.
    if (isNativePlatform()) config.headers.set(BRAND_HEADER, getCurrentBrand().key);
    const bearer = getBearer?.();
    if (bearer && !config.headers.has('Authorization')) config.headers.set('Authorization', `Bearer ${bearer}`);
    return config;
  });
  return client;
}
