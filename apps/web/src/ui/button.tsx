import { cva } from 'class-variance-authority';
import type { VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from './cn';

export const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 rounded-md text-center text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        primary: 'bg-primary text-primary-foreground hover:bg-primary-hover',
        secondary: 'border border-border bg-surface text-foreground hover:bg-surface-muted',
        ghost: 'text-foreground hover:bg-surface-muted',
        destructive: 'bg-destructive text-destructive-foreground hover:opacity-90',
        link: 'text-primary underline-offset-4 hover:underline',
      },
      size: {
        md: 'px-4',
        sm: 'px-3',
        icon: 'size-11',
      },
    },
    // A label too long for a phone's width (Spanish runs longer than English) wraps inside its button,
    // which grows from its usual height; a link-styled button keeps the height of its text.
    compoundVariants: [
      { variant: ['primary', 'secondary', 'ghost', 'destructive'], size: 'md', class: 'min-h-11 py-2' },
      { variant: ['primary', 'secondary', 'ghost', 'destructive'], size: 'sm', class: 'min-h-9 py-1.5' },
    ],
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);

/** Links styled as buttons use `buttonVariants()` on the link itself. */
export type ButtonProps = ComponentProps<'button'> & VariantProps<typeof buttonVariants>;

export function Button({ className, variant, size, type = 'button', ...props }: ButtonProps) {
  return <button className={cn(buttonVariants({ variant, size }), className)} type={type} {...props} />;
}
