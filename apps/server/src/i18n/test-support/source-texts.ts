/**
 * For tests only: what the server's source says through the catalogs, read with the compiler's parser
 * (as the contracts' source-messages.ts reads sentences): every `t(locale, …)` call's English, and every
 * `{ en, es }` object that still holds words of its own.
 */
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import ts from 'typescript';
import { catalogKey } from '@portal/contracts/localize-message-po';

export interface TextCall {
  /** Relative to the folder that was scanned. */
  file: string;
  line: number;
  message: string;
  context: string | undefined;
  /** The catalogs' key: the message, with its context if it has one. */
  key: string;
}

function parse(path: string): ts.SourceFile {
  return ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
}

function lineOf(source: ts.SourceFile, node: ts.Node): number {
  return source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
}

function literalText(node: ts.Node | undefined): string | undefined {
  return node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) ? node.text : undefined;
}

/** Whether the file takes `t` from the server's i18n/translate.ts. */
function importsT(source: ts.SourceFile): boolean {
  return source.statements.some(
    (statement) =>
      ts.isImportDeclaration(statement) &&
      ts.isStringLiteral(statement.moduleSpecifier) &&
      /(^|\/)i18n\/translate$|^\.\/translate$/.test(statement.moduleSpecifier.text) &&
      statement.importClause?.namedBindings !== undefined &&
      ts.isNamedImports(statement.importClause.namedBindings) &&
      statement.importClause.namedBindings.elements.some((element) => element.name.text === 't'),
  );
}

/**
 * Every `t(locale, message)` in the file: its English must be written out there (a string, or
 * `{ message, context }` of strings), as Lingui's extractor wants it, so this finds them all; anything
 * else is a problem.
 */
export function readTextCalls(path: string, root: string): { calls: TextCall[]; problems: string[] } {
  const source = parse(path);
  const file = relative(root, path).split('\\').join('/');
  const calls: TextCall[] = [];
  const problems: string[] = [];
  if (!importsT(source)) return { calls, problems };
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 't') {
      const argument = node.arguments[1];
      const line = lineOf(source, node);
      let message = literalText(argument);
      let context: string | undefined;
      if (argument && ts.isObjectLiteralExpression(argument)) {
        const property = (name: string) =>
          argument.properties.find(
            (candidate): candidate is ts.PropertyAssignment =>
              ts.isPropertyAssignment(candidate) && ts.isIdentifier(candidate.name) && candidate.name.text === name,
          );
        message = literalText(property('message')?.initializer);
        context = literalText(property('context')?.initializer);
        if (context === undefined) message = undefined;
      }
      if (message === undefined) problems.push(`${file}:${line} t(…) with a message that is not written out`);
      else calls.push({ file, line, message, context, key: catalogKey(message, context) });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { calls, problems };
}

const LANGUAGE_TAG = /^[a-z]{2,3}(?:-[A-Za-z]{2,4})?$/;

/** The `{ en, es }` objects of the file whose Spanish is words written there (not a language tag, not values). */
export function findWordsByLanguage(path: string, root: string): string[] {
  const source = parse(path);
  const file = relative(root, path).split('\\').join('/');
  const found: string[] = [];
  const nameOf = (property: ts.ObjectLiteralElementLike) =>
    property.name && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name))
      ? property.name.text
      : undefined;
  const hasWords = (node: ts.Node): boolean => {
    // A key names a thing ('privacy-policy'); only what is said is words.
    if (
      (ts.isPropertyAssignment(node.parent) || ts.isPropertyAccessExpression(node.parent)) &&
      node.parent.name === node
    ) {
      return false;
    }
    const text = ts.isTemplateExpression(node)
      ? [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' ')
      : literalText(node);
    if (text !== undefined && /\p{L}/u.test(text) && !LANGUAGE_TAG.test(text)) return true;
    return ts.forEachChild(node, (child) => (hasWords(child) ? true : undefined)) ?? false;
  };
  const visit = (node: ts.Node): void => {
    if (ts.isObjectLiteralExpression(node)) {
      const names = node.properties.map(nameOf);
      const spanish = node.properties.find((property) => nameOf(property) === 'es');
      if (names.includes('en') && spanish && hasWords(spanish)) found.push(`${file}:${lineOf(source, node)}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}
