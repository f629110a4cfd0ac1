import { OPERATORS_TENANT_KEY } from '@portal/contracts/operator-console';
import { describe, expect, it } from 'vitest';
import { isOperatorPath, isOperatorsBrand, OPERATORS_BRAND_KEY, operatorHref } from './operator-paths';

describe('the operator console’s addresses', () => {
  it('knows the operators’ tenant by the contracts’ key', () => {
    expect(OPERATORS_BRAND_KEY).toBe(OPERATORS_TENANT_KEY);
    expect(isOperatorsBrand(OPERATORS_TENANT_KEY)).toBe(true);
    expect(isOperatorsBrand('attentive')).toBe(false);
  });

  it('builds a programme’s address with its key encoded', () => {
    expect(operatorHref('operatorProgramme', { key: 'acme-health' })).toBe('/operator/programmes/acme-health');
    expect(operatorHref('operatorNewProgramme')).toBe('/operator/programmes/new');
  });

  it.each([
    ['/operator', true],
    ['/operator/programmes/acme', true],
    ['/operators', false],
    ['/dashboard/operator', false],
  ])('%s is the console’s: %s', (path, isConsole) => {
    expect(isOperatorPath(path)).toBe(isConsole);
  });
});
