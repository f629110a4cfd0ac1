// The benchmark's control for Lighthouse: a blank page (a heading and a line of text, no script, no
// style, no image) served with and without the portal's Cross-Origin-Opener-Policy. On this harness a
// COOP page is reached through a browsing-context-group switch, so the navigation commits in a fresh
// renderer whose cold start Lighthouse's simulation counts as blocking time after the first paint
// (docs/decisions/cross-origin-opener-policy.md). The control prints
// that ceiling beside the portal's own figures, so a score below 100 can be read for what it is.
import { createServer } from 'node:http';

const BLANK_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
  '<meta name="viewport" content="width=device-width,initial-scale=1"><title>Control</title>' +
  '<meta name="description" content="The benchmark\'s blank page"></head>' +
  '<body><h1>Control</h1><p>A blank page: one heading and one line of text.</p></body></html>';

/** Serves the blank page on loopback: `/coop` with `Cross-Origin-Opener-Policy: same-origin`, `/` without. */
export async function startControlPage() {
  const server = createServer((request, response) => {
    const headers = { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' };
    if (request.url === '/coop') headers['cross-origin-opener-policy'] = 'same-origin';
    response.writeHead(200, headers).end(BLANK_PAGE);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    // A host of its own (*.localhost resolves here), as each brand has.
    host: 'control.localhost',
    port,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
