import { act, fireEvent, render, screen, within } from '@/test/render';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getTourMiddleware } from './follow-target';
import { OnboardingTour } from './onboarding-tour';
import type { OnboardingTourProps } from './onboarding-tour';
import type { TourStep } from './tour-types';

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.trim().split('=')[0];
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

afterEach(() => {
  clearCookies();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const STEPS: TourStep[] = [
  { target: '#one', title: 'First', description: 'About one', tag: 'Intro' },
  { target: '#two', title: 'Second', description: 'About two' },
  { target: '#three', title: 'Third', description: 'About three' },
];

function Page({ withTargets = true }: { withTargets?: boolean }) {
  return withTargets ? (
    <>
      <button type="button">Outside</button>
      <div id="one">One</div>
      <div id="two">Two</div>
      <div id="three">Three</div>
    </>
  ) : null;
}

function renderTour(props: Partial<OnboardingTourProps> = {}) {
  return render(
    <>
      <Page />
      <OnboardingTour tourId="test" steps={STEPS} {...props} />
    </>,
  );
}

const dialog = () => screen.getByRole('dialog');

describe('OnboardingTour', () => {
  it('starts on mount with default props: dialog labelled by the title, described, step 1 of N, overlay, close label', async () => {
    const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal');
    renderTour();
    const card = await screen.findByRole('dialog', { name: 'First' });
    expect(card).toHaveAccessibleDescription('About one');
    // A native dialog, opened modally: the browser makes the page behind inert and keeps focus inside.
    expect(card.tagName).toBe('DIALOG');
    expect(showModal).toHaveBeenCalledTimes(1);
    expect(card).toHaveAttribute('open');
    expect(card).toHaveTextContent('Step 1 of 3');
    expect(card).toHaveTextContent('Intro');
    expect(screen.getByTestId('tour-highlight')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'End tour' })).toBeInTheDocument();
    expect(within(card).getAllByRole('button', { name: /^Go to step \d$/ })).toHaveLength(3);
    // Default cookieStorage is off: ending writes nothing.
    await userEvent.click(within(card).getByRole('button', { name: 'End tour' }));
    expect(document.cookie).toBe('');
  });

  it('does not start after its end date, and starts before it', async () => {
    const { unmount } = renderTour({ endDate: new Date(Date.now() - 1000) });
    await act(async () => {});
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    unmount();
    renderTour({ endDate: new Date(Date.now() + 60_000) });
    expect(await screen.findByRole('dialog', { name: 'First' })).toBeInTheDocument();
  });

  it('with cookie storage, does not start while the tour cookie is present', async () => {
    document.cookie = 'vue_onboarding_tour_test=true; path=/';
    renderTour({ cookieStorage: true });
    await act(async () => {});
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('ending with cookie storage writes the cookie, expiring in 365 days without an end date', async () => {
    vi.useFakeTimers({ now: new Date('2026-03-01T12:00:00Z'), toFake: ['Date'] });
    const setCookie = vi.spyOn(document, 'cookie', 'set');
    renderTour({ cookieStorage: true });
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'End tour' }));
    expect(setCookie).toHaveBeenCalledWith(
      'vue_onboarding_tour_test=true; expires=Mon, 01 Mar 2027 12:00:00 GMT; path=/; SameSite=Lax',
    );
  });

  it('ending with cookie storage and an end date writes the cookie expiring at the end date', async () => {
    const setCookie = vi.spyOn(document, 'cookie', 'set');
    renderTour({ cookieStorage: true, endDate: '2099-06-30T00:00:00Z' });
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'End tour' }));
    expect(setCookie).toHaveBeenCalledWith(
      'vue_onboarding_tour_test=true; expires=Tue, 30 Jun 2099 00:00:00 GMT; path=/; SameSite=Lax',
    );
    expect(document.cookie).toContain('vue_onboarding_tour_test=true');
  });

  it('moves next and previous within bounds; the last step replaces next with the terminate button', async () => {
    const user = userEvent.setup();
    renderTour();
    await screen.findByRole('dialog', { name: 'First' });
    await user.click(screen.getByRole('button', { name: 'Previous step' }));
    expect(dialog()).toHaveAccessibleName('First');
    await user.click(screen.getByRole('button', { name: 'Next step' }));
    expect(dialog()).toHaveAccessibleName('Second');
    expect(dialog()).toHaveTextContent('Step 2 of 3');
    await user.click(screen.getByRole('button', { name: 'Previous step' }));
    expect(dialog()).toHaveAccessibleName('First');
    await user.click(screen.getByRole('button', { name: 'Next step' }));
    await user.click(screen.getByRole('button', { name: 'Next step' }));
    expect(dialog()).toHaveAccessibleName('Third');
    expect(screen.queryByRole('button', { name: 'Next step' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'close' })).toBeInTheDocument();
  });

  it('labels the terminate button with labelTerminate', async () => {
    const user = userEvent.setup();
    renderTour({ labelTerminate: 'Got it' });
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Go to step 3' }));
    expect(screen.getByRole('button', { name: 'Got it' })).toBeInTheDocument();
  });

  it('a step dot jumps to its step and marks the current one', async () => {
    const user = userEvent.setup();
    renderTour();
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Go to step 3' }));
    expect(dialog()).toHaveAccessibleName('Third');
    expect(screen.getByRole('button', { name: 'Go to step 3' })).toHaveAttribute('aria-current', 'step');
    await user.click(screen.getByRole('button', { name: 'Go to step 2' }));
    expect(dialog()).toHaveAccessibleName('Second');
  });

  it('ending (terminate) hides the tour and resets to step 0 for the next start', async () => {
    const user = userEvent.setup();
    renderTour({ startEvent: 'tour:start' });
    act(() => void window.dispatchEvent(new Event('tour:start')));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Go to step 3' }));
    await user.click(screen.getByRole('button', { name: 'close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => void window.dispatchEvent(new Event('tour:start')));
    expect(await screen.findByRole('dialog', { name: 'First' })).toHaveTextContent('Step 1 of 3');
  });

  it('with startEvent, waits for that window event to start', async () => {
    renderTour({ startEvent: 'tour:start' });
    await act(async () => {});
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => void window.dispatchEvent(new Event('tour:start')));
    expect(await screen.findByRole('dialog', { name: 'First' })).toBeInTheDocument();
  });

  it('runs the left step’s afterScript, then the entered step’s beforeScript', async () => {
    const user = userEvent.setup();
    const calls: string[] = [];
    const steps = STEPS.map((step, index) => ({
      ...step,
      beforeScript: () => calls.push(`before ${index}`),
      afterScript: () => calls.push(`after ${index}`),
    }));
    render(
      <>
        <Page />
        <OnboardingTour tourId="test" steps={steps} />
      </>,
    );
    await screen.findByRole('dialog');
    expect(calls).toEqual(['before 0']);
    await user.click(screen.getByRole('button', { name: 'Next step' }));
    expect(calls).toEqual(['before 0', 'after 0', 'before 1']);
    await user.click(screen.getByRole('button', { name: 'Go to step 3' }));
    await user.click(screen.getByRole('button', { name: 'Previous step' }));
    expect(calls.slice(3)).toEqual(['after 1', 'before 2', 'after 2', 'before 1']);
    await user.click(screen.getByRole('button', { name: 'Previous step' }));
    await user.click(screen.getByRole('button', { name: 'Previous step' })); // at 0: no change, no scripts
    await user.click(screen.getByRole('button', { name: 'End tour' }));
    expect(calls.slice(7)).toEqual(['after 1', 'before 0', 'after 0']);
  });

  it('waits for an absent target and shows once it appears (300 ms poll)', () => {
    vi.useFakeTimers();
    const { rerender } = render(<OnboardingTour tourId="test" steps={STEPS} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const late = document.createElement('div');
    late.id = 'one';
    document.body.append(late);
    act(() => void vi.advanceTimersByTime(299));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => void vi.advanceTimersByTime(1));
    expect(screen.getByRole('dialog', { name: 'First' })).toBeInTheDocument();
    rerender(<></>);
    late.remove();
  });

  it('Escape ends; ArrowRight and ArrowLeft move', async () => {
    const user = userEvent.setup();
    renderTour();
    const card = await screen.findByRole('dialog', { name: 'First' });
    await vi.waitFor(() => expect(card).toHaveFocus(), { timeout: 5_000 });
    await user.keyboard('{ArrowRight}');
    expect(dialog()).toHaveAccessibleName('Second');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(dialog()).toHaveAccessibleName('Third');
    await user.keyboard('{ArrowLeft}');
    expect(dialog()).toHaveAccessibleName('Second');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens once, keeps focus in the card between steps and returns it to where it was when the tour ends', async () => {
    const user = userEvent.setup();
    const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal');
    render(
      <>
        <Page />
        <OnboardingTour tourId="test" steps={STEPS} startEvent="tour:start" />
      </>,
    );
    const outside = screen.getByRole('button', { name: 'Outside' });
    outside.focus();
    act(() => void window.dispatchEvent(new Event('tour:start')));
    const card = await screen.findByRole('dialog');
    expect(card).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Next step' }));
    expect(screen.getByRole('button', { name: 'Next step' })).toHaveFocus();
    expect(screen.getByRole('dialog')).toBe(card);
    expect(showModal).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(outside).toHaveFocus();
  });

  it('ends when the browser asks the dialog to close (its cancel event: Escape, a back gesture)', async () => {
    const onEnd = vi.fn();
    renderTour({ onEnd });
    const card = await screen.findByRole('dialog');
    const cancel = new Event('cancel', { cancelable: true });
    act(() => void card.dispatchEvent(cancel));
    expect(cancel.defaultPrevented).toBe(true);
    expect(onEnd).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('places the card with floating-ui: fixed, below its target', async () => {
    render(<Page />);
    const target = document.getElementById('one') as HTMLElement;
    vi.spyOn(target, 'getBoundingClientRect').mockReturnValue(new DOMRect(50, 100, 200, 40));
    // jsdom lays nothing out: a 1024 × 768 viewport, and the card measures 0 × 0.
    vi.spyOn(document.documentElement, 'clientWidth', 'get').mockReturnValue(1024);
    vi.spyOn(document.documentElement, 'clientHeight', 'get').mockReturnValue(768);
    render(<OnboardingTour tourId="test" steps={STEPS} />);
    const card = await screen.findByRole('dialog');
    // Centred under the target, 40px below it.
    await vi.waitFor(() => expect(card.style.top).toBe('180px'), { timeout: 5_000 });
    expect(card.style.left).toBe('150px');
  });

  it('draws the overlay by default: the page dimmed but for a 12px cut-out around the target', async () => {
    render(<Page />);
    const target = document.getElementById('one') as HTMLElement;
    vi.spyOn(target, 'getBoundingClientRect').mockReturnValue(new DOMRect(50, 100, 200, 40));
    render(<OnboardingTour tourId="test" steps={STEPS} />);
    await screen.findByRole('dialog');
    const highlight = screen.getByTestId('tour-highlight');
    expect(highlight.style.top).toBe('88px');
    expect(highlight.style.left).toBe('38px');
    expect(highlight.style.width).toBe('224px');
    expect(highlight.style.height).toBe('64px');
    expect(highlight).toHaveAttribute('aria-hidden', 'true');
  });

  it('has no overlay with overlay=false', async () => {
    renderTour({ overlay: false });
    await screen.findByRole('dialog');
    expect(screen.queryByTestId('tour-highlight')).not.toBeInTheDocument();
  });

  it('with defaultTemplate=false renders the caller’s template with the tour state and actions', async () => {
    const user = userEvent.setup();
    renderTour({
      defaultTemplate: false,
      children: (tour) => (
        <div>
          <h2 id={tour.titleId}>Custom {tour.step.title}</h2>
          <p id={tour.descriptionId}>
            {tour.stepIndex + 1}/{tour.stepCount}
          </p>
          <button type="button" onClick={tour.isLast ? tour.end : tour.next}>
            {tour.isLast ? tour.labelTerminate : 'Onward'}
          </button>
        </div>
      ),
    });
    const card = await screen.findByRole('dialog', { name: 'Custom First' });
    expect(card).toHaveAccessibleDescription('1/3');
    expect(screen.queryByRole('button', { name: 'End tour' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Onward' }));
    expect(dialog()).toHaveAccessibleName('Custom Second');
  });

  it('gives the card 320px and floating-ui a 40px offset', async () => {
    renderTour();
    expect(getComputedStyle(await screen.findByRole('dialog')).width).toBe('320px');
    const offset = getTourMiddleware().find((middleware) => middleware?.name === 'offset');
    expect([offset?.options].flat()[0]).toBe(40);
  });
});
