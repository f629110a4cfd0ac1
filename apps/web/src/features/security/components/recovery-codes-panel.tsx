import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef } from 'react';
import { getCurrentBrand } from '@/brands/current-brand';
import { Button } from '@/ui/button';
import { Notice } from '@/ui/notice';
import { toast } from '@/ui/use-toast';

/**
 * The ten recovery codes, shown this once: each signs in once when the authenticator app is not at hand.
 * Copy and download keep them; "Done" hides them for good.
 */
export function RecoveryCodesPanel({ codes, onDone }: { codes: readonly string[]; onDone: () => void }) {
  const { t } = useLingui();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const text = codes.join('\n');

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      toast({ title: t`Recovery codes copied`, variant: 'success' });
    } catch {
      toast({ title: t`Your browser did not let us copy. Select the codes and copy them yourself.` });
    }
  }

  function download() {
    const brand = getCurrentBrand().title;
    const heading = t`${brand} recovery codes. Each one signs you in once when your authenticator app is not at hand.`;
    const url = URL.createObjectURL(new Blob([`${heading}\n\n${text}\n`], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(url);
  }

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h3 id={headingId} ref={headingRef} tabIndex={-1} className="text-base font-semibold">
        <Trans>Save your recovery codes</Trans>
      </h3>
      <Notice>
        <p>
          <Trans>
            If you lose your phone, each of these codes signs you in once instead of a code from the app. Keep them
            somewhere safe: this is the only time they are shown.
          </Trans>
        </p>
      </Notice>
      <ul aria-label={t`Recovery codes`} className="grid grid-cols-1 gap-1 font-mono text-base sm:grid-cols-2">
        {codes.map((code) => (
          <li key={code} className="rounded-md bg-surface-muted px-3 py-1">
            {code}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="secondary" onClick={() => void copy()}>
          <Trans>Copy the codes</Trans>
        </Button>
        <Button type="button" variant="secondary" onClick={download}>
          <Trans>Download the codes</Trans>
        </Button>
        <Button type="button" onClick={onDone}>
          <Trans>I have saved them</Trans>
        </Button>
      </div>
    </section>
  );
}
