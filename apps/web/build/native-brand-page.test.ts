import { describe, expect, it } from 'vitest';
import { getBrand } from '@portal/contracts/brands';
import { ZRuntimeConfig } from '@portal/contracts/runtime-config';
import { loadSources, nativeBrandPage } from './native-brand-page';

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <!--runtime-config-->
    <link rel="icon" id="favicon" href="data:," />
    <title>Member portal</title>
  </head>
  <body><div id="root"></div></body>
</html>`;

function runtimeConfigOf(html: string) {
  const json = /<script type="application\/json" id="runtime-config">([^<]*)<\/script>/.exec(html)?.[1];
  return ZRuntimeConfig.parse(JSON.parse(json ?? 'null'));
}

describe('a native build’s page', () => {
  it('carries its brand as the server’s pages do, with its hosts and the portal’s services', async () => {
    const page = nativeBrandPage(await loadSources(), TEMPLATE, 'swift', 'https://care.swift.example');
    const config = runtimeConfigOf(page);
    expect(config.brand).toMatchObject({
      key: 'swift',
      title: 'SwiftCare',
      logo: '/brands/swift/logo.svg',
      hosts: { exact: [], contains: ['swift'] },
    });
    expect(config.services.auth).toBe('https://care.swift.example/api/auth');
    expect(config.programmes).toEqual([...getBrand('swift').programmes]);
    expect(config.support?.phone).toBe(getBrand('swift').support.phone);
    expect(page).toContain('<title>SwiftCare</title><style>:root{--brand-primary:#0e7490;');
    expect(page).toContain('href="/brands/swift/favicon.svg" /><meta name="theme-color" content="#0e7490" />');
    expect(page).toContain('<html lang="en" data-brand="swift">');
  });

  it('calls the services on its own origin when no portal address is given', async () => {
    const config = runtimeConfigOf(nativeBrandPage(await loadSources(), TEMPLATE, 'default', undefined));
    expect(config.services.auth).toBe('/api/auth');
    expect(config.brand?.key).toBe('default');
  });
});
