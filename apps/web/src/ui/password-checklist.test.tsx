import { render, screen } from '../test/render';
import { PASSWORD_MESSAGES } from '@portal/contracts/password-policy';
import { describe, expect, it } from 'vitest';
import { activateTestLocale } from '../test/i18n';
import { getPasswordStrength, PasswordChecklist, PasswordStrengthHint } from './password-checklist';

describe('PasswordChecklist', () => {
  it('is a polite live list whose items say done or not yet in words, not only colour', () => {
    render(
      <PasswordChecklist
        id="c"
        items={[
          { id: 'a', label: 'At least 15 characters', ok: true },
          { id: 'b', label: 'Both entries match', ok: false },
        ]}
      />,
    );
    const list = screen.getByRole('list', { name: 'Password checklist' });
    expect(list).toHaveAttribute('aria-live', 'polite');
    const [first, second] = screen.getAllByRole('listitem');
    expect(first).toHaveTextContent('✓At least 15 characters (done)');
    expect(second).toHaveTextContent('○Both entries match (not yet)');
  });
});

describe('PasswordChecklist in Spanish', () => {
  it("shows the contracts' rules and its own words in Spanish", () => {
    activateTestLocale('es');
    render(
      <>
        <PasswordChecklist id="c" items={[{ id: 'm', label: PASSWORD_MESSAGES.mismatch, ok: false }]} />
        <PasswordStrengthHint password="short" minLength={15} />
      </>,
    );
    expect(screen.getByRole('list', { name: 'Requisitos de la contraseña' })).toBeInTheDocument();
    expect(screen.getByRole('listitem')).toHaveTextContent('○Las contraseñas no coinciden. (todavía no)');
    expect(screen.getByText('Seguridad: Todavía es demasiado corta.')).toBeInTheDocument();
  });
});

describe('getPasswordStrength', () => {
  it.each([
    ['', 'too-short'],
    ['short', 'too-short'],
    ['aaaaaaaaaaaaaaaaaaaa', 'weak'],
    ['abababababababab', 'weak'],
    ['quiet river lamp', 'good'],
    ['quiet river lamp under moon', 'strong'],
    ['Tr0mbone-Sunset-9', 'good'],
    ['Tr0mbone-Sunset-Harbor', 'strong'],
  ] as const)('%j is %s', (password, expected) => expect(getPasswordStrength(password, 15)).toBe(expected));
});

describe('PasswordStrengthHint', () => {
  it('says nothing for an empty password and the strength in words otherwise', () => {
    const { rerender, container } = render(<PasswordStrengthHint password="" minLength={15} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<PasswordStrengthHint password="quiet river lamp under moon" minLength={15} />);
    expect(screen.getByText('Strength: Strong.')).toHaveAttribute('aria-live', 'polite');
  });
});
