import { getCurrentBrand } from '@/brands/current-brand';
import { hrefBuilder } from '@/navigation/paths';

/**
 * The page's brand key on the operators' host (OPERATOR_HOST): the contracts' OPERATORS_TENANT_KEY,
 * restated because the route table and the guard load with every page and that module would bring zod
 * with it. operator-paths.test.ts holds the two equal.
 */
export const OPERATORS_BRAND_KEY = 'operators';

/** Whether the page is the operator console's: its brand is the operators' own tenant. */
export function isOperatorsBrand(brandKey: string): boolean {
  return brandKey === OPERATORS_BRAND_KEY;
}

/**
 * Whether this page is the operators' host, as its brand says: the route table and the guard ask once
 * per page. A run without a page (the route logic's tests in Node) is no operators' page.
 */
export function isOperatorsPage(): boolean {
  return typeof document !== 'undefined' && isOperatorsBrand(getCurrentBrand().key);
}

/**
 * The operator console's addresses, which exist on the operators' host only (app/routes.tsx). Apart from
 * navigation/paths.ts so that the member app's tests and tables of paths never list them.
 */
export const operatorPaths = {
  operatorProgrammes: '/operator',
  operatorNewProgramme: '/operator/programmes/new',
  operatorProgramme: '/operator/programmes/:key',
  operatorAudit: '/operator/audit',
} as const;

/** `operatorHref('operatorProgramme', { key: 'acme' })` → `/operator/programmes/acme`. */
export const operatorHref = hrefBuilder(operatorPaths);

/** Whether an address is the console's (`/operator` or under it). */
export function isOperatorPath(pathname: string): boolean {
  const root = operatorPaths.operatorProgrammes;
  return pathname === root || pathname.startsWith(`${root}/`);
}
