import { describe, expect, it } from 'vitest';
import { withPortalBrand } from './dev-brand-page';

const DEV_PAGE = `<!doctype html>
<html lang="en">
  <head>
    <!--runtime-config-->
    <link rel="icon" id="favicon" href="data:," />
    <title>Member portal</title>
  </head>
  <body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body>
</html>`;

const PORTAL_PAGE =
  '<!doctype html><html lang="es" data-brand="swift"><head>' +
  '<script type="application/json" id="runtime-config">{"brand":{"key":"swift"}}</script>' +
  '<link rel="icon" id="favicon" type="image/svg+xml" href="/brands/swift/favicon.svg" /><meta name="theme-color" content="#0e7490" />' +
  '<title>SwiftCare</title><style>.flex{display:flex}:root{--brand-primary:#0e7490;--brand-radius:0.375rem}</style>' +
  '</head><body><div id="root"><main>shell</main></div><script data-app="/assets/index.js">start()</script></body></html>';

describe('the dev server’s page', () => {
  it('takes the portal page’s brand: its runtime config, icon, title, language and theme', () => {
    const page = withPortalBrand(DEV_PAGE, PORTAL_PAGE);
    expect(page).toContain('<script type="application/json" id="runtime-config">{"brand":{"key":"swift"}}</script>');
    expect(page).toContain('href="/brands/swift/favicon.svg" /><meta name="theme-color" content="#0e7490" />');
    expect(page).toContain('<title>SwiftCare</title>');
    expect(page).toContain('<html lang="es" data-brand="swift">');
    expect(page).toContain('<style>:root{--brand-primary:#0e7490;--brand-radius:0.375rem}</style></head>');
    // Only the brand: the dev server's own app, not the portal's shell or start-up script.
    expect(page).not.toContain('.flex');
    expect(page).not.toContain('data-app');
    expect(page).toContain('<script type="module" src="/src/main.tsx"></script>');
  });

  it('stays as it is when the portal’s answer carries no brand', () => {
    expect(withPortalBrand(DEV_PAGE, '<html><head></head><body></body></html>')).toBe(DEV_PAGE);
  });
});
