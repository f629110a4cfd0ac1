import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { cva } from 'class-variance-authority';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../cn';
import {
  NextIcon,
  PreviousIcon,
  ResetSizeIcon,
  RotateLeftIcon,
  RotateRightIcon,
  ZoomInIcon,
  ZoomOutIcon,
} from './image-preview-icons';
import { canZoomIn, canZoomOut, formatZoom, hasNext, hasPrevious } from './image-preview-state';
import type { ImagePreviewAction, ImagePreviewState } from './image-preview-state';

/** Light on the dark backdrop, 44 px targets, whatever the brand's palette. */
export const previewButtonVariants = cva(
  'inline-flex size-11 shrink-0 items-center justify-center rounded-full text-white transition-colors hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white disabled:pointer-events-none disabled:opacity-40 [&_svg]:size-5',
);

export function PreviewButton({ className, type = 'button', ...props }: ComponentProps<'button'>) {
  return <button className={cn(previewButtonVariants(), className)} type={type} {...props} />;
}

interface ToolbarAction {
  label: MessageDescriptor;
  icon: ReactNode;
  action: ImagePreviewAction;
  isEnabled: (state: ImagePreviewState) => boolean;
}

const always = () => true;

const ZOOM_ACTIONS: ToolbarAction[] = [
  { label: msg`Zoom out`, icon: <ZoomOutIcon />, action: { type: 'zoomOut' }, isEnabled: canZoomOut },
  { label: msg`Zoom in`, icon: <ZoomInIcon />, action: { type: 'zoomIn' }, isEnabled: canZoomIn },
];

const VIEW_ACTIONS: ToolbarAction[] = [
  { label: msg`Reset size`, icon: <ResetSizeIcon />, action: { type: 'reset' }, isEnabled: always },
  { label: msg`Rotate left`, icon: <RotateLeftIcon />, action: { type: 'rotateLeft' }, isEnabled: always },
  { label: msg`Rotate right`, icon: <RotateRightIcon />, action: { type: 'rotateRight' }, isEnabled: always },
];

export interface ImagePreviewToolbarProps extends ComponentProps<'div'> {
  state: ImagePreviewState;
  onAction: (action: ImagePreviewAction) => void;
}

/** Previous, zoom, size, rotation and next (disabled at the ends); wraps onto more rows on a narrow screen. */
export function ImagePreviewToolbar({ state, onAction, className, ...props }: ImagePreviewToolbarProps) {
  const { t, i18n } = useLingui();
  const renderButton = ({ label, icon, action, isEnabled }: ToolbarAction) => (
    <PreviewButton
      aria-label={i18n._(label)}
      disabled={!isEnabled(state)}
      key={action.type}
      onClick={() => onAction(action)}
    >
      {icon}
    </PreviewButton>
  );
  return (
    <div
      aria-label={t`Image controls`}
      className={cn('flex flex-wrap items-center justify-center gap-1 px-2 py-2', className)}
      // A group, not role="toolbar": the arrow keys already mean previous and next image.
      role="group"
      {...props}
    >
      {renderButton({
        label: msg`Previous image`,
        icon: <PreviousIcon />,
        action: { type: 'previous' },
        isEnabled: hasPrevious,
      })}
      {ZOOM_ACTIONS.map(renderButton)}
      <output aria-label={t`Zoom level`} className="min-w-14 text-center text-sm font-semibold tabular-nums">
        {formatZoom(state.zoom, i18n.locale)}
      </output>
      {VIEW_ACTIONS.map(renderButton)}
      {renderButton({ label: msg`Next image`, icon: <NextIcon />, action: { type: 'next' }, isEnabled: hasNext })}
    </div>
  );
}
