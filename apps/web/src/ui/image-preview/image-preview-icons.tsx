import type { ComponentProps } from 'react';

/** Decorative 24×24 stroke icons; the button around each carries the name. */
function Icon({ children, ...props }: ComponentProps<'svg'>) {
  return (
    <svg
      aria-hidden="true"
      fill="none"
      focusable="false"
      stroke="currentColor"
      strokeLinecap="round"
      strokeLinejoin="round"
      strokeWidth={2}
      viewBox="0 0 24 24"
      {...props}
    >
      {children}
    </svg>
  );
}

export const ZoomInIcon = () => (
  <Icon>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5M11 8v6M8 11h6" />
  </Icon>
);

export const ZoomOutIcon = () => (
  <Icon>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5M8 11h6" />
  </Icon>
);

export const ResetSizeIcon = () => (
  <Icon>
    <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" />
  </Icon>
);

export const RotateLeftIcon = () => (
  <Icon>
    <path d="M3 4v5h5" />
    <path d="M3.5 9A9 9 0 1 1 5 16" />
  </Icon>
);

export const RotateRightIcon = () => (
  <Icon>
    <path d="M21 4v5h-5" />
    <path d="M20.5 9A9 9 0 1 0 19 16" />
  </Icon>
);

export const PreviousIcon = () => (
  <Icon>
    <path d="m15 18-6-6 6-6" />
  </Icon>
);

export const NextIcon = () => (
  <Icon>
    <path d="m9 18 6-6-6-6" />
  </Icon>
);

export const CloseIcon = () => (
  <Icon>
    <path d="M18 6 6 18M6 6l12 12" />
  </Icon>
);
