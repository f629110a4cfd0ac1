/**
 * `/api/docs`: a readable reference rendered on the server from the same OpenAPI document, as plain
 * HTML with a same-origin stylesheet. No script and no inline style, so it works under the app's
 * Content-Security-Policy (`script-src 'self'; style-src 'self'`); schemas fold open with <details>.
 */
import type { TOpenApiDocument } from '@portal/contracts/api-docs';

export const DOCS_STYLESHEET_PATH = '/api/docs/docs.css';

type JsonObject = Record<string, unknown>;

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

function escapeHtml(value: unknown): string {
  return String(value)
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** The document's own light Markdown in one line: `code` and **bold**; everything escaped first. */
function renderInline(text: unknown): string {
  if (typeof text !== 'string') return '';
  return escapeHtml(text)
    .replace(/`([^`]+)`/g, '<code>$1</code>')
    .replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>');
}

/** Paragraphs of it. */
function renderText(text: unknown): string {
  if (typeof text !== 'string' || !text) return '';
  return text
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${renderInline(paragraph)}</p>`)
    .join('\n');
}

function renderSchema(schema: unknown, document: TOpenApiDocument): string {
  if (!schema || typeof schema !== 'object' || Object.keys(schema).length === 0) return '';
  const ref = (schema as JsonObject).$ref;
  const name = typeof ref === 'string' ? ref.split('/').pop() : undefined;
  const shown = name ? ((document.components as JsonObject | undefined)?.schemas as JsonObject)[name] : schema;
  return `<details><summary>Schema${name ? `: ${escapeHtml(name)}` : ''}</summary><pre>${escapeHtml(JSON.stringify(shown, null, 2))}</pre></details>`;
}

function renderContent(content: unknown, document: TOpenApiDocument): string {
  if (!content || typeof content !== 'object') return '';
  return Object.entries(content as Record<string, JsonObject>)
    .map(
      ([type, media]) =>
        `<div class="media-type"><code>${escapeHtml(type)}</code>${renderSchema(media.schema, document)}</div>`,
    )
    .join('');
}

function anchorOf(method: string, path: string): string {
  return `${method}-${path}`.replace(/[^A-Za-z0-9]+/g, '-');
}

function renderOperation(method: string, path: string, operation: JsonObject, document: TOpenApiDocument): string {
  const parameters = (operation.parameters as JsonObject[] | undefined) ?? [];
  const requestBody = operation.requestBody as JsonObject | undefined;
  const responses = (operation.responses as Record<string, JsonObject>) ?? {};
  const sharedResponses = ((document.components as JsonObject | undefined)?.responses ?? {}) as Record<
    string,
    JsonObject
  >;
  const rows = parameters
    .map(
      (parameter) =>
        `<tr><td><code>${escapeHtml(parameter.name)}</code></td><td>${escapeHtml(parameter.in)}</td>` +
        `<td>${parameter.required ? 'required' : 'optional'}</td><td>${renderSchema(parameter.schema, document)}</td></tr>`,
    )
    .join('');
  const responseItems = Object.entries(responses)
    .map(([status, response]) => {
      const ref = typeof response.$ref === 'string' ? response.$ref.split('/').pop() : undefined;
      const resolved = ref ? (sharedResponses[ref] ?? response) : response;
      return `<li><span class="status">${escapeHtml(status)}</span> ${renderInline(resolved.description ?? '')}${renderContent(resolved.content, document)}</li>`;
    })
    .join('');
  return `<section class="operation" id="${anchorOf(method, path)}">
<h3><span class="method method-${method}">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code></h3>
<p class="summary">${escapeHtml(operation.summary ?? '')}</p>
${renderText(operation.description)}
${rows ? `<h4>Parameters</h4><table><thead><tr><th>Name</th><th>In</th><th>Required</th><th>Schema</th></tr></thead><tbody>${rows}</tbody></table>` : ''}
${requestBody ? `<h4>Request body${requestBody.required ? '' : ' (optional)'}</h4>${renderText(requestBody.description)}${renderContent(requestBody.content, document)}` : ''}
<h4>Answers</h4><ul class="responses">${responseItems}</ul>
</section>`;
}

export function renderDocsPage(document: TOpenApiDocument): string {
  const tags = ((document as JsonObject).tags as { name: string; description: string }[] | undefined) ?? [];
  const operations: { tag: string; method: string; path: string; operation: JsonObject }[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method] as JsonObject | undefined;
      if (operation) operations.push({ tag: (operation.tags as string[])[0] ?? '', method, path, operation });
    }
  }
  const sections = tags
    .map((tag) => {
      const own = operations.filter((entry) => entry.tag === tag.name);
      if (own.length === 0) return '';
      return `<section class="tag" id="tag-${escapeHtml(tag.name)}"><h2>${escapeHtml(tag.name)}</h2>${renderText(tag.description)}
${own.map((entry) => renderOperation(entry.method, entry.path, entry.operation, document)).join('\n')}</section>`;
    })
    .join('\n');
  const contents = tags
    .map((tag) => {
      const own = operations.filter((entry) => entry.tag === tag.name);
      if (own.length === 0) return '';
      const links = own
        .map(
          (entry) =>
            `<li><a href="#${anchorOf(entry.method, entry.path)}"><span class="method method-${entry.method}">${entry.method.toUpperCase()}</span> ${escapeHtml(entry.path)}</a></li>`,
        )
        .join('');
      return `<li><a href="#tag-${escapeHtml(tag.name)}">${escapeHtml(tag.name)}</a><ul>${links}</ul></li>`;
    })
    .join('');
  const schemes = Object.entries(
    ((document.components as JsonObject | undefined)?.securitySchemes ?? {}) as Record<string, JsonObject>,
  )
    .map(([name, scheme]) => `<dt><code>${escapeHtml(name)}</code></dt><dd>${renderText(scheme.description)}</dd>`)
    .join('');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(document.info.title)} reference</title>
<link rel="stylesheet" href="${DOCS_STYLESHEET_PATH}">
</head>
<body>
<header><h1>${escapeHtml(document.info.title)} <small>${escapeHtml(document.info.version)}</small></h1>
${renderText((document.info as JsonObject).description)}
<p>The machine-readable document: <a href="/api/openapi.json"><code>/api/openapi.json</code></a> (OpenAPI ${escapeHtml(document.openapi)}).</p>
<h2>Credentials</h2><dl>${schemes}</dl></header>
<nav aria-label="Operations"><h2>Contents</h2><ul>${contents}</ul></nav>
<main>
${sections}
</main>
</body>
</html>
`;
}

export const DOCS_STYLESHEET = `:root { color-scheme: light dark; font-family: system-ui, sans-serif; line-height: 1.5; }
body { margin: 0 auto; max-width: 72rem; padding: 1rem 1.5rem 4rem; }
h1 small { font-size: 0.5em; font-weight: normal; opacity: 0.7; }
h2 { border-bottom: 1px solid #8884; padding-bottom: 0.25rem; margin-top: 2.5rem; }
nav ul { list-style: none; padding-left: 1rem; }
nav a { text-decoration: none; }
code, pre { font-family: ui-monospace, monospace; font-size: 0.9em; }
pre { background: #8881; padding: 0.75rem; overflow-x: auto; border-radius: 0.25rem; }
.operation { border: 1px solid #8884; border-radius: 0.5rem; padding: 0 1rem 0.5rem; margin: 1.25rem 0; }
.operation h3 { margin-bottom: 0; }
.summary { font-weight: 600; }
.method { display: inline-block; min-width: 4.2rem; text-align: center; border-radius: 0.25rem; font-size: 0.8em; padding: 0.1rem 0.3rem; color: #fff; background: #555; }
.method-get { background: #1f6f43; }
.method-post { background: #1d4f91; }
.method-put, .method-patch { background: #8a5a00; }
.method-delete { background: #a12b2b; }
.status { font-weight: 700; font-family: ui-monospace, monospace; }
table { border-collapse: collapse; width: 100%; }
th, td { text-align: left; vertical-align: top; border-bottom: 1px solid #8883; padding: 0.25rem 0.5rem; }
details summary { cursor: pointer; }
.media-type { margin: 0.25rem 0 0.25rem 1rem; }
`;
