import { cva } from 'class-variance-authority';
import type { VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from './cn';

const cardVariants = cva('rounded-lg border border-border bg-surface text-foreground', {
  variants: { elevation: { low: 'shadow-sm shadow-black/5', high: 'shadow-xl shadow-black/10' } },
  defaultVariants: { elevation: 'low' },
});

export function Card({ className, elevation, ...props }: ComponentProps<'div'> & VariantProps<typeof cardVariants>) {
  return <div className={cn(cardVariants({ elevation }), className)} {...props} />;
}

const cardContentVariants = cva('', {
  variants: { size: { md: 'p-5 sm:p-6', lg: 'p-6 sm:p-8' } },
  defaultVariants: { size: 'md' },
});

export function CardContent({
  className,
  size,
  ...props
}: ComponentProps<'div'> & VariantProps<typeof cardContentVariants>) {
  return <div className={cn(cardContentVariants({ size }), className)} {...props} />;
}
