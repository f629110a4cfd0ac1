import { act, fireEvent, render, screen } from '@/test/render';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ImagePreview } from './image-preview';
import type { PreviewImage } from './image-preview';

const IMAGES: PreviewImage[] = [
  { src: '/a.png', alt: 'Knee X-ray', title: 'Knee' },
  { src: '/b.png', alt: 'Wrist X-ray' },
  { src: '/c.png', alt: 'Ankle X-ray', title: 'Ankle' },
];

const BUTTON_LABELS = [
  'Zoom in',
  'Zoom out',
  'Reset size',
  'Rotate left',
  'Rotate right',
  'Previous image',
  'Next image',
  'Close preview',
];

/** The preview as a screen uses it: an opener button and state. */
function Harness({ startIndex = 0, onIndexChange }: { startIndex?: number; onIndexChange?: (index: number) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)} type="button">
        Open gallery
      </button>
      <ImagePreview
        images={IMAGES}
        index={startIndex}
        onIndexChange={onIndexChange}
        onOpenChange={setOpen}
        open={open}
      />
    </>
  );
}

async function openPreview(props: Parameters<typeof Harness>[0] = {}) {
  const user = userEvent.setup();
  render(<Harness {...props} />);
  await user.click(screen.getByRole('button', { name: 'Open gallery' }));
  return user;
}

const button = (name: string) => screen.getByRole('button', { name });
const zoomText = () => screen.getByRole('status', { name: 'Zoom level' }).textContent;
const transform = () => (screen.getByRole('img') as HTMLImageElement).style.transform;

describe('ImagePreview', () => {
  it('renders nothing while closed', () => {
    render(<ImagePreview images={IMAGES} index={0} onOpenChange={() => {}} open={false} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens as a modal dialog named by the title, focused, with every control labelled', async () => {
    await openPreview();
    const dialog = screen.getByRole('dialog', { name: 'Knee' });
    expect(dialog).toHaveProperty('open', true);
    expect(dialog).toHaveFocus();
    for (const label of BUTTON_LABELS) expect(button(label)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Knee X-ray' })).toHaveAttribute('src', '/a.png');
    expect(screen.getByText('Image 1 of 3')).toBeInTheDocument();
    expect(zoomText()).toBe('100%');
  });

  it('is named "Image preview" when the image has no title', async () => {
    await openPreview({ startIndex: 1 });
    expect(screen.getByRole('dialog', { name: 'Image preview' })).toBeInTheDocument();
    expect(screen.getByText('Image 2 of 3')).toBeInTheDocument();
  });

  it('zooms in by 12% a press and stops at exactly 300%, the button then disabled', async () => {
    const user = await openPreview();
    await user.click(button('Zoom in'));
    expect(zoomText()).toBe('112%');
    expect(transform()).toContain('scale(1.12)');
    for (let press = 0; press < 20; press += 1)
      if (!button('Zoom in').hasAttribute('disabled')) await user.click(button('Zoom in'));
    expect(zoomText()).toBe('300%');
    expect(transform()).toContain('scale(3)');
    expect(button('Zoom in')).toBeDisabled();
    expect(button('Zoom out')).toBeEnabled();
  });

  it('zooms out and stops at exactly 10%', async () => {
    const user = await openPreview();
    await user.click(button('Zoom out'));
    expect(zoomText()).toBe('88%');
    for (let press = 0; press < 10; press += 1)
      if (!button('Zoom out').hasAttribute('disabled')) await user.click(button('Zoom out'));
    expect(zoomText()).toBe('10%');
    expect(transform()).toContain('scale(0.1)');
    expect(button('Zoom out')).toBeDisabled();
  });

  it('rotates in 90° steps both ways, cycling, and Reset size returns to 100% and 0°', async () => {
    const user = await openPreview();
    await user.click(button('Rotate right'));
    expect(transform()).toContain('rotate(90deg)');
    await user.click(button('Rotate left'));
    await user.click(button('Rotate left'));
    expect(transform()).toContain('rotate(270deg)');
    for (let turn = 0; turn < 3; turn += 1) await user.click(button('Rotate right'));
    expect(transform()).toContain('rotate(180deg)');
    await user.click(button('Zoom in'));
    await user.click(button('Reset size'));
    expect(zoomText()).toBe('100%');
    expect(transform()).toBe('translate(0px, 0px) scale(1) rotate(0deg)');
  });

  it('moves between images within bounds, disabled at both ends, and reports the index', async () => {
    const onIndexChange = vi.fn();
    const user = await openPreview({ onIndexChange });
    expect(button('Previous image')).toBeDisabled();
    await user.click(button('Zoom in'));
    await user.click(button('Next image'));
    expect(screen.getByText('Image 2 of 3')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Wrist X-ray' })).toBeInTheDocument();
    expect(zoomText()).toBe('100%');
    await user.click(button('Next image'));
    expect(screen.getByRole('dialog', { name: 'Ankle' })).toBeInTheDocument();
    expect(button('Next image')).toBeDisabled();
    expect(button('Previous image')).toBeEnabled();
    expect(onIndexChange.mock.calls).toEqual([[1], [2]]);
  });

  it('answers the keyboard shortcuts', async () => {
    const user = await openPreview();
    await user.keyboard('+');
    expect(zoomText()).toBe('112%');
    await user.keyboard('=');
    expect(zoomText()).toBe('124%');
    await user.keyboard('-');
    expect(zoomText()).toBe('112%');
    await user.keyboard('r');
    expect(transform()).toContain('rotate(90deg)');
    await user.keyboard('{Shift>}R{/Shift}');
    await user.keyboard('{Shift>}R{/Shift}');
    expect(transform()).toContain('rotate(270deg)');
    await user.keyboard('0');
    expect(transform()).toBe('translate(0px, 0px) scale(1) rotate(0deg)');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByText('Image 2 of 3')).toBeInTheDocument();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByText('Image 3 of 3')).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByText('Image 2 of 3')).toBeInTheDocument();
    // Ctrl/Cmd with + stays the browser's page zoom.
    await user.keyboard('{Control>}+{/Control}');
    expect(zoomText()).toBe('100%');
  });

  it('closes on Escape and gives focus back to the opener', async () => {
    const user = await openPreview();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button('Open gallery')).toHaveFocus();
  });

  it('closes from the Close preview button, and from the dialog cancel event', async () => {
    const user = await openPreview();
    await user.click(button('Close preview'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button('Open gallery')).toHaveFocus();

    await user.click(button('Open gallery'));
    fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('zooms with the wheel about the pointer, one step a notch and less for a trackpad', async () => {
    await openPreview();
    const stage = screen.getByTestId('image-preview-stage');
    fireEvent.wheel(stage, { deltaY: -100 });
    expect(zoomText()).toBe('112%');
    fireEvent.wheel(stage, { deltaY: -100, clientX: 50, clientY: 0 });
    expect(zoomText()).toBe('124%');
    // About (50, 0) from the stage centre: the image moves left to keep that point still.
    expect(transform()).toMatch(/^translate\(-5\.\d+px, 0px\)/);
    fireEvent.wheel(stage, { deltaY: 50 });
    expect(zoomText()).toBe('118%');
    fireEvent.wheel(stage, { deltaY: 3, deltaMode: 1 });
    expect(zoomText()).toBe('106%');
  });

  it('drags to pan only when zoomed in', async () => {
    const user = await openPreview();
    const stage = screen.getByTestId('image-preview-stage');
    fireEvent.pointerDown(stage, { pointerId: 1, clientX: 0, clientY: 0, button: 0 });
    fireEvent.pointerMove(stage, { pointerId: 1, clientX: 40, clientY: 10 });
    fireEvent.pointerUp(stage, { pointerId: 1 });
    expect(transform()).toContain('translate(0px, 0px)');

    await user.click(button('Zoom in'));
    fireEvent.pointerDown(stage, { pointerId: 1, clientX: 0, clientY: 0, button: 0 });
    fireEvent.pointerMove(stage, { pointerId: 1, clientX: 40, clientY: 10 });
    fireEvent.pointerMove(stage, { pointerId: 1, clientX: 50, clientY: 30 });
    fireEvent.pointerUp(stage, { pointerId: 1 });
    expect(transform()).toContain('translate(50px, 30px)');
    fireEvent.pointerMove(stage, { pointerId: 1, clientX: 90, clientY: 90 });
    expect(transform()).toContain('translate(50px, 30px)');
  });

  it('pinches with two pointers to zoom', async () => {
    await openPreview();
    const stage = screen.getByTestId('image-preview-stage');
    act(() => {
      fireEvent.pointerDown(stage, { pointerId: 1, clientX: -50, clientY: 0, pointerType: 'touch' });
      fireEvent.pointerDown(stage, { pointerId: 2, clientX: 50, clientY: 0, pointerType: 'touch' });
      fireEvent.pointerMove(stage, { pointerId: 2, clientX: 150, clientY: 0, pointerType: 'touch' });
    });
    expect(zoomText()).toBe('200%');
    act(() => {
      fireEvent.pointerMove(stage, { pointerId: 2, clientX: 950, clientY: 0, pointerType: 'touch' });
      fireEvent.pointerUp(stage, { pointerId: 2, pointerType: 'touch' });
      fireEvent.pointerUp(stage, { pointerId: 1, pointerType: 'touch' });
    });
    expect(zoomText()).toBe('300%');
  });

  it('follows a new index from its owner', () => {
    const { rerender } = render(<ImagePreview images={IMAGES} index={0} onOpenChange={() => {}} open />);
    expect(screen.getByText('Image 1 of 3')).toBeInTheDocument();
    rerender(<ImagePreview images={IMAGES} index={2} onOpenChange={() => {}} open />);
    expect(screen.getByText('Image 3 of 3')).toBeInTheDocument();
  });
});
