import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { TAppLocale } from '@portal/contracts/locales';

/** The languages a programme may offer, named in the operator's language. */
export const LANGUAGE_NAMES: Readonly<Record<TAppLocale, MessageDescriptor>> = { en: msg`English`, es: msg`Spanish` };
