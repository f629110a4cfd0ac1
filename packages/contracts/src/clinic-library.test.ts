import { describe, expect, it } from 'vitest';
import { ZClinicConditionParams, ZListClinicConditionsQuery, ZSearchClinicConditionsQuery } from './clinic-library';

describe('clinic library contracts', () => {
  it('reads a letter in either case and refuses anything but A–Z', () => {
    expect(ZListClinicConditionsQuery.parse({ letter: ' b ' })).toEqual({ letter: 'B' });
    expect(ZListClinicConditionsQuery.safeParse({ letter: 'Ñ' }).success).toBe(false);
    expect(ZListClinicConditionsQuery.safeParse({ letter: 'AB' }).success).toBe(false);
    expect(ZListClinicConditionsQuery.safeParse({}).success).toBe(false);
  });

  it('takes kebab-case condition ids only', () => {
    expect(ZClinicConditionParams.safeParse({ id: 'type-2-diabetes' }).success).toBe(true);
    for (const id of ['Asthma', 'a_b', '../x', '-a', 'a--b', 'x'.repeat(121)]) {
      expect(ZClinicConditionParams.safeParse({ id }).success, id).toBe(false);
    }
  });

  it('accepts any search up to a generous bound (the service says why it does not run)', () => {
    expect(ZSearchClinicConditionsQuery.safeParse({ q: '   ' }).success).toBe(true);
    expect(ZSearchClinicConditionsQuery.safeParse({ q: 'a'.repeat(500) }).success).toBe(true);
    expect(ZSearchClinicConditionsQuery.safeParse({}).success).toBe(true);
    expect(ZSearchClinicConditionsQuery.safeParse({ q: 'a'.repeat(2001) }).success).toBe(false);
  });
});
