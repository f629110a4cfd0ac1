import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useLayoutEffect, useReducer, useRef, useState } from 'react';
import type { KeyboardEvent, PointerEvent, SyntheticEvent } from 'react';
import { CloseIcon } from './image-preview-icons';
import { createImagePreviewState, getImageTransform, imagePreviewReducer, ZOOM_STEP } from './image-preview-state';
import type { ImagePreviewAction, ImagePreviewState, Point } from './image-preview-state';
import { ImagePreviewToolbar, PreviewButton } from './image-preview-toolbar';

export interface PreviewImage {
  src: string;
  alt: string;
  title?: string;
}

export interface ImagePreviewProps {
  images: PreviewImage[];
  /** The image shown when the preview opens (and whenever this changes). */
  index: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onIndexChange?: (index: number) => void;
}

const DEFAULT_TITLE = msg`Image preview`;
/** A mouse wheel notch is about 100 px of deltaY: one zoom step. Trackpads send smaller deltas, so smaller steps. */
const WHEEL_PIXELS_PER_STEP = 100;

/** The keys the preview answers, without modifiers (Ctrl/Cmd with + and - stay the browser's zoom). */
function getKeyAction(event: KeyboardEvent): ImagePreviewAction | undefined {
  if (event.ctrlKey || event.metaKey || event.altKey) return undefined;
  switch (event.key) {
    case 'ArrowLeft':
      return { type: 'previous' };
    case 'ArrowRight':
      return { type: 'next' };
    case '+':
    case '=':
      return { type: 'zoomIn' };
    case '-':
      return { type: 'zoomOut' };
    case '0':
      return { type: 'reset' };
    case 'r':
      return { type: 'rotateRight' };
    case 'R':
      return { type: 'rotateLeft' };
    default:
      return undefined;
  }
}

/**
 * A fullscreen, modal image viewer: zoom (buttons, keys, wheel, pinch), pan by
 * dragging when zoomed, rotate, previous and next. A native `<dialog>` opened
 * with showModal(), so focus stays inside and it sits in the top layer.
 */
export function ImagePreview({ open, ...props }: ImagePreviewProps) {
  // Mounted only while open: each opening starts at fit, unrotated.
  return open ? <ImagePreviewDialog {...props} /> : null;
}

function ImagePreviewDialog({ images, index, onOpenChange, onIndexChange }: Omit<ImagePreviewProps, 'open'>) {
  const { t, i18n } = useLingui();
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  const [state, dispatch] = useReducer(imagePreviewReducer, undefined, () =>
    createImagePreviewState(index, images.length),
  );

  // Follow the props (a new index or a longer list) without an effect.
  const [synced, setSynced] = useState({ index, count: images.length });
  if (synced.index !== index || synced.count !== images.length) {
    setSynced({ index, count: images.length });
    dispatch({ type: 'goTo', index, count: images.length });
  }

  const onIndexChangeRef = useRef(onIndexChange);
  useEffect(() => {
    onIndexChangeRef.current = onIndexChange;
  });
  const reportedIndex = useRef(state.index);
  useEffect(() => {
    if (reportedIndex.current === state.index) return;
    reportedIndex.current = state.index;
    onIndexChangeRef.current?.(state.index);
  }, [state.index]);

  // Open modally (before paint), focus the dialog; on closing, give focus back to whatever opened it.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    dialog.focus();
    return () => {
      if (dialog.open) dialog.close();
      opener?.focus();
    };
  }, []);

  useWheelZoom(stageRef, state, dispatch);
  const pointerHandlers = usePointerGestures(stageRef, state, dispatch);

  const image = images[state.index];
  const title = image?.title?.trim() || i18n._(DEFAULT_TITLE);
  const imageNumber = state.index + 1;
  const imageCount = state.count;

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onOpenChange(false);
      return;
    }
    const action = getKeyAction(event);
    if (!action) return;
    event.preventDefault();
    dispatch(action);
  };

  // The platform's own dismissals (Escape in some browsers, Android's back gesture): let the owner close it.
  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    onOpenChange(false);
  };

  return (
    <dialog
      aria-labelledby={titleId}
      className="fixed inset-0 m-0 flex h-dvh max-h-none w-dvw max-w-none flex-col overflow-hidden bg-black/95 p-0 pt-[env(safe-area-inset-top)] pr-[env(safe-area-inset-right)] pb-[env(safe-area-inset-bottom)] pl-[env(safe-area-inset-left)] text-white outline-none backdrop:bg-black/80"
      onCancel={onCancel}
      onKeyDown={onKeyDown}
      ref={dialogRef}
      tabIndex={-1}
    >
      <header className="flex items-center gap-3 px-3 py-2">
        <div className="min-w-0 flex-1">
          <h2 className="truncate text-base font-semibold" id={titleId}>
            {title}
          </h2>
          <p aria-live="polite" className="text-sm text-white/80">
            <Trans>
              Image {imageNumber} of {imageCount}
            </Trans>
          </p>
        </div>
        <PreviewButton aria-label={t`Close preview`} onClick={() => onOpenChange(false)}>
          <CloseIcon />
        </PreviewButton>
      </header>
      <div
        className="relative flex min-h-0 flex-1 touch-none items-center justify-center overflow-hidden select-none"
        data-testid="image-preview-stage"
        ref={stageRef}
        style={{ cursor: state.zoom > 1 ? 'grab' : undefined }}
        {...pointerHandlers}
      >
        {image && (
          <img
            alt={image.alt}
            className="max-h-full max-w-full object-contain transition-transform duration-150 ease-out motion-reduce:transition-none"
            draggable={false}
            key={image.src}
            src={image.src}
            style={{ transform: getImageTransform(state) }}
          />
        )}
      </div>
      <ImagePreviewToolbar onAction={dispatch} state={state} />
    </dialog>
  );
}

type RefOf<T> = { readonly current: T | null };

/** A point relative to the element's centre, the origin the reducer zooms about. */
function fromCentre(element: HTMLElement, clientX: number, clientY: number): Point {
  const rect = element.getBoundingClientRect();
  return { x: clientX - rect.left - rect.width / 2, y: clientY - rect.top - rect.height / 2 };
}

/**
 * The wheel zooms about the pointer. React's wheel listener is passive, so it
 * cannot stop the page scrolling behind: listen natively instead.
 */
function useWheelZoom(
  stageRef: RefOf<HTMLDivElement>,
  state: ImagePreviewState,
  dispatch: (action: ImagePreviewAction) => void,
) {
  const zoomRef = useRef(state.zoom);
  useEffect(() => {
    zoomRef.current = state.zoom;
  });
  useEffect(() => {
    const stage = stageRef.current;
    if (!stage) return;
    const onWheel = (event: WheelEvent) => {
      if (event.deltaY === 0) return;
      event.preventDefault();
      // Lines and pages (deltaMode 1, 2) count as whole notches.
      const notches =
        event.deltaMode === 0
          ? Math.max(-1, Math.min(1, event.deltaY / WHEEL_PIXELS_PER_STEP))
          : Math.sign(event.deltaY);
      const zoom = zoomRef.current - notches * ZOOM_STEP;
      zoomRef.current = zoom;
      dispatch({ type: 'zoomTo', zoom, origin: fromCentre(stage, event.clientX, event.clientY) });
    };
    stage.addEventListener('wheel', onWheel, { passive: false });
    return () => stage.removeEventListener('wheel', onWheel);
  }, [stageRef, dispatch]);
}

interface Pinch {
  distance: number;
  zoom: number;
}

/** One pointer drags (when zoomed in); two pinch to zoom about their midpoint. */
function usePointerGestures(
  stageRef: RefOf<HTMLDivElement>,
  state: ImagePreviewState,
  dispatch: (action: ImagePreviewAction) => void,
) {
  const pointers = useRef(new Map<number, Point>());
  const pinch = useRef<Pinch | null>(null);

  const startPinch = () => {
    const [a, b] = [...pointers.current.values()];
    pinch.current = a && b ? { distance: Math.hypot(a.x - b.x, a.y - b.y) || 1, zoom: state.zoom } : null;
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (pointers.current.size === 2) startPinch();
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const previous = pointers.current.get(event.pointerId);
    if (!previous) return;
    const current = { x: event.clientX, y: event.clientY };
    pointers.current.set(event.pointerId, current);
    const stage = stageRef.current;
    if (pinch.current && pointers.current.size >= 2 && stage) {
      const [a, b] = [...pointers.current.values()];
      if (!a || !b) return;
      const distance = Math.hypot(a.x - b.x, a.y - b.y);
      const origin = fromCentre(stage, (a.x + b.x) / 2, (a.y + b.y) / 2);
      dispatch({ type: 'zoomTo', zoom: pinch.current.zoom * (distance / pinch.current.distance), origin });
      return;
    }
    if (pointers.current.size === 1)
      dispatch({ type: 'panBy', dx: current.x - previous.x, dy: current.y - previous.y });
  };

  const onPointerEnd = (event: PointerEvent<HTMLDivElement>) => {
    if (event.currentTarget.hasPointerCapture?.(event.pointerId)) {
      event.currentTarget.releasePointerCapture(event.pointerId);
    }
    pointers.current.delete(event.pointerId);
    if (pointers.current.size < 2) pinch.current = null;
  };

  return { onPointerDown, onPointerMove, onPointerUp: onPointerEnd, onPointerCancel: onPointerEnd };
}
