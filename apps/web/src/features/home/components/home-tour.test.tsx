import { act, render, screen } from '@/test/render';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDLE_TIMEOUT_MS } from '@/ui/use-idle';
import { HOME_TOUR_ID, HomeTour } from './home-tour';

const TOUR_COOKIE = `vue_onboarding_tour_${HOME_TOUR_ID}`;

function Home() {
  return (
    <>
      <nav aria-label="Main navigation" data-tour="navigation" />
      <div data-tour="questionnaire-result">Result</div>
      <div data-tour="partner-services">Partners</div>
      <HomeTour hasPartners />
    </>
  );
}

let idleCallbacks: IdleRequestCallback[];
const requestIdleCallback = vi.fn((callback: IdleRequestCallback, _options?: IdleRequestOptions) => {
  idleCallbacks.push(callback);
  return idleCallbacks.length;
});

function runIdleCallbacks() {
  const pending = idleCallbacks;
  idleCallbacks = [];
  act(() => {
    for (const callback of pending) callback({ didTimeout: false, timeRemaining: () => 50 });
  });
}

beforeEach(() => {
  idleCallbacks = [];
  vi.stubGlobal('requestIdleCallback', requestIdleCallback);
  vi.stubGlobal('cancelIdleCallback', vi.fn());
});

afterEach(() => {
  document.cookie = `${TOUR_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  vi.unstubAllGlobals();
  requestIdleCallback.mockClear();
});

describe('HomeTour', () => {
  it('on a first visit, starts once the browser is idle after Home has rendered, not with it', async () => {
    render(<Home />);
    expect(requestIdleCallback).toHaveBeenCalledTimes(1);
    expect(requestIdleCallback.mock.calls[0]?.[1]).toEqual({ timeout: IDLE_TIMEOUT_MS });
    // Nothing of the tour before then (its chunk is not even requested).
    await act(() => vi.dynamicImportSettled());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    runIdleCallbacks();
    const tour = await screen.findByRole('dialog', { name: 'Find your way around' });
    expect(tour).toHaveTextContent('Step 1 of 3');
  });

  it('does not wait for idle time, nor load the tour, once the tour has been ended', async () => {
    document.cookie = `${TOUR_COOKIE}=true; path=/`;
    render(<Home />);
    expect(requestIdleCallback).not.toHaveBeenCalled();
    await act(() => vi.dynamicImportSettled());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
