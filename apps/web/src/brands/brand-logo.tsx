import { useState } from 'react';
import { LOGO_SIZE } from '@portal/contracts/brand-fields';
import { cn } from '../ui/cn';
import { getCurrentBrand } from './current-brand';

const HEIGHTS = { sm: 'h-8', md: 'h-9', lg: 'h-10' } as const;

/** The brand's logo; its title in type when it has none or the image is missing. */
export function BrandLogo({ size = 'md', className }: { size?: keyof typeof HEIGHTS; className?: string }) {
  const brand = getCurrentBrand();
  const [hasFailed, setHasFailed] = useState(false);
  if (hasFailed || !brand.logo) {
    return <span className={cn('font-heading text-xl font-bold text-foreground', className)}>{brand.title}</span>;
  }
  return (
    <img
      src={brand.logo}
      alt={brand.title}
      width={LOGO_SIZE.width}
      height={LOGO_SIZE.height}
      className={cn('w-auto', HEIGHTS[size], className)}
      onError={() => setHasFailed(true)}
    />
  );
}
