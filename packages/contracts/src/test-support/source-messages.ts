/// <reference types="node" />
/**
 * For tests only: the string literals of TypeScript source files, read with
 * the compiler's parser (never regular expressions, which trip over comments,
 * regexes and nested templates), so a test can require a translation for each
 * message the code can produce.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

export interface SourceString {
  /** Relative to the folder that was scanned. */
  file: string;
  line: number;
  /** A plain literal's text; for a template, its text parts with `${…}` between them. */
  text: string;
  /** A template's text parts and expressions (`parts.length === expressions.length + 1`); plain literals have one part. */
  parts: string[];
  expressions: string[];
  /** The property the literal is the value of (`summary`, `message`), if any. */
  property: string | undefined;
  /** The name of the function or method called with the literal as an argument (`validationFailed`, `warn`), if any. */
  callee: string | undefined;
}

function nameOf(node: ts.Node | undefined): string | undefined {
  if (!node) return undefined;
  if (ts.isIdentifier(node) || ts.isPrivateIdentifier(node)) return node.text;
  if (ts.isStringLiteral(node)) return node.text;
  if (ts.isPropertyAccessExpression(node)) return node.name.text;
  return undefined;
}

/** The nearest property assignment or call that the literal sits in (through `?:`, `??`, `+`, parentheses and templates). */
function describeContext(node: ts.Node): { property: string | undefined; callee: string | undefined } {
  let current: ts.Node = node;
  for (let parent = node.parent; parent; current = parent, parent = parent.parent) {
    if (ts.isPropertyAssignment(parent) && parent.initializer === current) {
      return { property: nameOf(parent.name), callee: undefined };
    }
    if ((ts.isCallExpression(parent) || ts.isNewExpression(parent)) && parent.expression !== current) {
      return { property: undefined, callee: nameOf(parent.expression) };
    }
    const passesThrough =
      ts.isParenthesizedExpression(parent) ||
      ts.isConditionalExpression(parent) ||
      (ts.isBinaryExpression(parent) && parent.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken) ||
      // A long text written in parts (`'…' + '…'`) belongs where the whole does.
      (ts.isBinaryExpression(parent) && parent.operatorToken.kind === ts.SyntaxKind.PlusToken) ||
      ts.isTemplateSpan(parent) ||
      ts.isTemplateExpression(parent) ||
      ts.isAsExpression(parent);
    if (!passesThrough) break;
  }
  return { property: undefined, callee: undefined };
}

export function readSourceStrings(path: string, root: string): SourceString[] {
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const found: SourceString[] = [];
  const file = relative(root, path).split('\\').join('/');
  const add = (node: ts.Node, parts: string[], expressions: string[]) => {
    const text = parts.reduce((all, part, index) => `${all}\${${expressions[index - 1]}}${part}`);
    const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
    found.push({ file, line, text, parts, expressions, ...describeContext(node) });
  };
  const visit = (node: ts.Node): void => {
    // Import specifiers and type positions are not messages.
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node) || ts.isLiteralTypeNode(node)) return;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      if (!ts.isPropertyAssignment(node.parent) || node.parent.name !== node) add(node, [node.text], []);
      return;
    }
    if (ts.isTemplateExpression(node)) {
      add(
        node,
        [node.head.text, ...node.templateSpans.map((span) => span.literal.text)],
        node.templateSpans.map((span) => span.expression.getText(source)),
      );
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Every `.ts` file under a folder (recursively unless told), tests excluded. */
export function listSourceFiles(folder: string, options: { recursive?: boolean } = {}): string[] {
  return readdirSync(folder).flatMap((name: string) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return options.recursive ? listSourceFiles(path, options) : [];
    return name.endsWith('.ts') && !name.endsWith('.test.ts') && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/**
 * Whether a text reads as a sentence a person is shown: a capital (or a quote) first, a space, and a full
 * stop, question or exclamation mark at the end.
 */
export function isSentenceLike(text: string): boolean {
  return /^["“'¿¡]?[A-Z]/.test(text) && text.includes(' ') && /[.!?]["”']?$/.test(text.trim());
}
