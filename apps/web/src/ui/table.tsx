import { createContext, use } from 'react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from './cn';

/**
 * `regular`: the admin console's lists, under a muted header. `compact`: the small tables beside a chart,
 * with no padding before the first column nor after the last, so they line up with the text around them.
 */
export type TableDensity = 'regular' | 'compact';

const DensityContext = createContext<TableDensity>('regular');

const cellPadding: Record<TableDensity, string> = {
  regular: 'px-3 py-2',
  compact: 'py-1 pr-3 last:pr-0',
};

/**
 * Sets the density of the cells inside it, for a table whose `<table>` another component renders
 * (`TableRegion`); `Table` sets it itself.
 */
export function TableDensityProvider({ density, children }: { density: TableDensity; children: ReactNode }) {
  return <DensityContext value={density}>{children}</DensityContext>;
}

export function Table({
  density = 'regular',
  className,
  ...props
}: ComponentProps<'table'> & { density?: TableDensity }) {
  return (
    <TableDensityProvider density={density}>
      <table className={cn('w-full text-left text-sm', className)} {...props} />
    </TableDensityProvider>
  );
}

/** The table's name for screen readers; the screen shows the heading or figure caption beside it instead. */
export function TableCaption({ className, ...props }: ComponentProps<'caption'>) {
  return <caption className={cn('sr-only', className)} {...props} />;
}

export function TableHead({ className, ...props }: ComponentProps<'thead'>) {
  const density = use(DensityContext);
  return <thead className={cn(density === 'regular' && 'bg-surface-muted', className)} {...props} />;
}

/** Its rows are separated by a rule, the first one from the header too. */
export function TableBody({ className, ...props }: ComponentProps<'tbody'>) {
  return <tbody className={cn('*:border-t *:border-border', className)} {...props} />;
}

/** A column's header (semibold), or with `scope="row"` a row's, whose weight the caller sets. */
export function HeaderCell({ scope = 'col', className, ...props }: ComponentProps<'th'> & { scope?: 'col' | 'row' }) {
  const density = use(DensityContext);
  return (
    <th scope={scope} className={cn(cellPadding[density], scope === 'col' && 'font-semibold', className)} {...props} />
  );
}

export function Cell({ className, ...props }: ComponentProps<'td'>) {
  const density = use(DensityContext);
  return <td className={cn(cellPadding[density], className)} {...props} />;
}

/** The header row of a table whose columns are all plain labels, in order. */
export function ColumnHeaders({ labels }: { labels: readonly string[] }) {
  return (
    <TableHead>
      <tr>
        {labels.map((label) => (
          <HeaderCell key={label}>{label}</HeaderCell>
        ))}
      </tr>
    </TableHead>
  );
}
