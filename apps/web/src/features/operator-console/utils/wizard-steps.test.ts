import { describe, expect, it } from 'vitest';
import { INITIAL_WIZARD_VALUES, SERVER_FIELD_NAMES, createProgrammeRequest, stepOfField } from './wizard-steps';

describe('the wizard’s steps', () => {
  it.each([
    ['name', 'identity'],
    ['key', 'identity'],
    ['hosts.1', 'identity'],
    ['primaryForeground', 'brand'],
    ['logo.base64', 'brand'],
    ['languages', 'offer'],
    ['senderName', 'offer'],
    ['adminEmail', 'admin'],
  ])('finds %s on the %s step', (field, step) => {
    expect(stepOfField(field)).toBe(step);
    expect(SERVER_FIELD_NAMES).toContain(field);
  });

  it('knows no step of a field the wizard does not have', () => {
    expect(stepOfField('favicon')).toBeUndefined();
  });

  it('sends no sender name when none was typed, and no logo when none was chosen', () => {
    const request = createProgrammeRequest({ ...INITIAL_WIZARD_VALUES, senderName: '  ' });
    expect(request).not.toHaveProperty('senderName');
    expect(request).not.toHaveProperty('logo');
  });
});
