import { render, screen } from '../test/render';
import { Suspense, isValidElement } from 'react';
import { MemoryRouter } from '@/navigation/router/routers';
import { useRoutes } from '@/navigation/router/routes';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PROGRAMME_AREAS } from '@portal/contracts/programmes';
import type { BrandKey } from '@portal/contracts/brands';
import { setCurrentBrand } from '../brands/current-brand';
import { paths } from '../navigation/paths';
import { DEFAULT_RUNTIME_CONFIG, setRuntimeConfig } from '../platform/runtime-config';
import { activateTestLocale } from '../test/i18n';
import type { AppRoute } from './app-route';
import { ProgrammeGate, gateProgrammeRoutes, programmeOfPath } from './programme-routes';
import { routes } from './routes';
import { pinBrand } from '@/test/brands';

// The not-offered page is its own chunk: load it once up front (a cold import is slow on a busy machine).
beforeAll(async () => {
  pinBrand('default');
  await gateProgrammeRoutes([{ path: paths.corpcare }])[0]!.preload!();
  setCurrentBrand(undefined);
}, 30_000);

afterEach(() => {
  setCurrentBrand(undefined);
  setRuntimeConfig(undefined);
});

/** The page of `key`'s brand, offering `programmes` when given (its tenant's settings), else the brand's. */
function useBrand(key: BrandKey, programmes?: string[]) {
  pinBrand(key);
  if (programmes) setRuntimeConfig({ ...DEFAULT_RUNTIME_CONFIG, programmes: programmes as never });
}

/** A programme screen that would call its API as soon as it renders. */
const callProgrammeApi = vi.fn();
function CorpCareScreen() {
  callProgrammeApi();
  return <h1>CorpCare</h1>;
}
const loadCorpCare = vi.fn(() => Promise.resolve());

function Routes() {
  return useRoutes(
    gateProgrammeRoutes([
      { path: paths.corpcare, element: <CorpCareScreen />, preload: loadCorpCare },
      { path: paths.home, element: <h1>Home</h1> },
    ]),
  );
}

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Suspense fallback={<p>Loading…</p>}>
        <Routes />
      </Suspense>
    </MemoryRouter>,
  );
}

describe('the programme routes', () => {
  it('know which programme each address belongs to', () => {
    expect(programmeOfPath(paths.mayoClinic)).toBe('mayo-clinic');
    expect(programmeOfPath('/dashboard/mayo-clinic/diseases-and-conditions/asthma')).toBe('mayo-clinic');
    expect(programmeOfPath(paths.attentiveHealthScanQuestionnaire)).toBe('attentive-health-scan');
    expect(programmeOfPath(paths.attentiveHealthScanResult)).toBe('attentive-health-scan');
    expect(programmeOfPath(paths.ourRelationship)).toBe('ourrelationship');
    expect(programmeOfPath(paths.vrsFreedom365)).toBe('vrsfreedom365');
    expect(programmeOfPath(paths.ucm)).toBe('ucm');
    expect(programmeOfPath('/dashboard/corpcare-old')).toBeUndefined();
    expect(programmeOfPath(paths.home)).toBeUndefined();
    expect(programmeOfPath(paths.articles)).toBeUndefined();
  });

  it('put every programme screen of the app behind its gate, and nothing else', () => {
    const dashboard = routes[0]!.children!.find((group) => group.children?.some((route) => route.path === paths.home))!;
    const gated = new Map<string, string>();
    for (const route of dashboard.children!) {
      const element = isValidElement<{ programme: string }>(route.element) ? route.element : undefined;
      const isGated = element?.type === ProgrammeGate;
      expect(isGated, route.path).toBe(programmeOfPath(route.path!) !== undefined);
      if (isGated) gated.set(route.path!, element!.props.programme);
    }
    expect(new Set(gated.values())).toEqual(new Set(PROGRAMME_AREAS));
    expect(gated.get(paths.diseaseOrCondition)).toBe('mayo-clinic');
  });

  it('show an offered programme’s screen', async () => {
    useBrand('evergreen');
    renderAt(paths.corpcare);
    expect(screen.getByRole('heading', { level: 1, name: 'CorpCare' })).toBeInTheDocument();
    expect(callProgrammeApi).toHaveBeenCalled();
  });

  it('show the not-part-of-your-programme page for a programme the tenant does not offer, never its screen', async () => {
    callProgrammeApi.mockClear();
    useBrand('default');
    renderAt(paths.corpcare);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This is not part of your programme' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', paths.home);
    expect(callProgrammeApi).not.toHaveBeenCalled();
  });

  it('follow the tenant’s settings (the runtime config) over the brand’s list', async () => {
    callProgrammeApi.mockClear();
    useBrand('evergreen', ['mayo-clinic']);
    renderAt(paths.corpcare);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This is not part of your programme' }),
    ).toBeInTheDocument();
    expect(callProgrammeApi).not.toHaveBeenCalled();
  });

  it('say so in Spanish', async () => {
    activateTestLocale('es');
    useBrand('default');
    renderAt(paths.corpcare);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Esto no forma parte de su programa' }),
    ).toBeInTheDocument();
  });

  it('preload only what will show: the programme’s screen, or the not-offered page', async () => {
    const [corpcare] = gateProgrammeRoutes([{ path: paths.corpcare, element: null, preload: loadCorpCare }]) as [
      AppRoute,
    ];
    useBrand('default');
    loadCorpCare.mockClear();
    await corpcare.preload!();
    expect(loadCorpCare).not.toHaveBeenCalled();
    useBrand('evergreen');
    await corpcare.preload!();
    expect(loadCorpCare).toHaveBeenCalledTimes(1);
  });
});
