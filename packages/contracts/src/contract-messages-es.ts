/**
 * The Spanish of every message the contracts' schemas and rules produce,
 * keyed by the English text (as gettext does). The server answers with it
 * for `Accept-Language: es`; the web app downloads it only when it shows
 * Spanish. A test checks that every message in the contracts is here.
 */
export const CONTRACT_MESSAGES_ES: Readonly<Record<string, string>> = {
  'Enter a valid email address.': 'Escriba un correo electrónico válido.',
  'Enter your password.': 'Escriba su contraseña.',
};
