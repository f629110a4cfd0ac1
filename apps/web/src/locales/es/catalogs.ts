import type { Messages } from '@lingui/core';
import { messages } from './common.po';

// This language's `common` catalog and where its other catalogs load from, in one chunk: start-up
// downloads one language's index, never the other's (see src/i18n/catalogs.ts).
export const common: Messages = messages;
export const catalogLoaders = import.meta.glob<{ messages: Messages }>(['./*.po', '!./common.po']);
