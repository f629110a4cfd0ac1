import { describe, expect, it } from 'vitest';
import { catalogKey, readPoCatalog } from './localize-message-po';

const HEADER = 'msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=utf-8\\n"\n"Language: es\\n"\n';

describe('readPoCatalog', () => {
  it('reads each msgid’s msgstr, across continued lines and escapes, past comments and the header', () => {
    const text = [
      HEADER,
      '#. For the translator.',
      '#: src/where.ts',
      'msgid "Hello {name},"',
      'msgstr "Hola, {name}:"',
      '',
      'msgid ""',
      '"A long "',
      '"sentence."',
      'msgstr "Una frase "',
      '"larga."',
      '',
      'msgid "Say \\"hi\\"\\tthen\\\\ a line\\n"',
      'msgstr "Diga \\"hola\\"\\tluego\\\\ una línea\\n"',
    ].join('\n');
    expect(readPoCatalog(text, 'x.po')).toEqual({
      'Hello {name},': 'Hola, {name}:',
      'A long sentence.': 'Una frase larga.',
      'Say "hi"\tthen\\ a line\n': 'Diga "hola"\tluego\\ una línea\n',
    });
  });

  it('keys an entry with a context apart from the same English without one', () => {
    const text = 'msgid "Reset"\nmsgstr "Restablezca"\n\nmsgctxt "button"\nmsgid "Reset"\nmsgstr "Restablecer"\n';
    const table = readPoCatalog(text, 'x.po');
    expect(table['Reset']).toBe('Restablezca');
    expect(table[catalogKey('Reset', 'button')]).toBe('Restablecer');
    expect(catalogKey('Reset')).toBe('Reset');
  });

  it('leaves out what is not a translation yet: an empty msgstr, a fuzzy entry, an obsolete one', () => {
    const text = [
      'msgid "Untranslated"',
      'msgstr ""',
      '',
      '#, fuzzy',
      'msgid "A guess"',
      'msgstr "Una suposición"',
      '',
      '#~ msgid "Gone"',
      '#~ msgstr "Ido"',
      '',
      'msgid "Kept"',
      'msgstr "Guardado"',
    ].join('\r\n');
    expect(readPoCatalog(text, 'x.po')).toEqual({ Kept: 'Guardado' });
  });

  it('keeps a key that is an object’s own name as a message like any other', () => {
    const table = readPoCatalog('msgid "__proto__"\nmsgstr "x"\n\nmsgid "constructor"\nmsgstr "y"\n', 'x.po');
    expect(Object.hasOwn(table, '__proto__')).toBe(true);
    expect(Object.keys(table)).toEqual(['__proto__', 'constructor']);
  });

  it('stops at what it does not read, naming the file and the line', () => {
    expect(() => readPoCatalog('msgid "a"\nmsgid_plural "as"\nmsgstr[0] "b"\n', 'x.po')).toThrow(/^x\.po:2: /);
    expect(() => readPoCatalog('msgid "a"\nmsgstr "b\n', 'x.po')).toThrow('x.po:2: not a quoted string');
    expect(() => readPoCatalog('msgid "a"\nmsgstr "\\x41"\n', 'x.po')).toThrow('x.po:2: unknown escape \\x');
    expect(() => readPoCatalog('msgid "a"\n\nmsgstr "b"\n', 'x.po')).toThrow('x.po:1: an entry needs');
    expect(() => readPoCatalog('msgid "a"\nmsgstr "b"\n\nmsgid "a"\nmsgstr "c"\n', 'x.po')).toThrow(
      'x.po:4: msgid "a" appears twice',
    );
    expect(() => readPoCatalog('"stray"\n', 'x.po')).toThrow('x.po:1: a continued string');
    expect(() => readPoCatalog('msgstr "b"\n', 'x.po')).toThrow('x.po:1: a msgstr belongs after its msgid');
  });
});
