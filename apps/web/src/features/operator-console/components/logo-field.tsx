import { Trans, useLingui } from '@lingui/react/macro';
import { BRAND_ARTWORK_MAX_BYTES, OPERATOR_CONSOLE_MESSAGES } from '@portal/contracts/operator-console';
import { useRef } from 'react';
import type { ChangeEvent, ReactNode } from 'react';
import { localizeContractMessage } from '@/i18n/contract-messages';
import { Button } from '@/ui/button';
import { FieldError } from '@/ui/field-error';
import { Label } from '@/ui/label';
import { BRAND_ARTWORK_ACCEPT, readBrandArtworkFile } from '../utils/brand-artwork-file';
import type { ChosenArtwork } from '../utils/brand-artwork-file';

export interface LogoFieldProps {
  id: string;
  label: ReactNode;
  value: ChosenArtwork | null;
  error: string | undefined;
  onChange: (logo: ChosenArtwork | null) => void;
  /** A file refused here (its type or its size), before anything is sent; undefined clears it. */
  onError: (message: string | undefined) => void;
  /** Offers to take the chosen file away again (the wizard's logo is optional). */
  isRemovable?: boolean;
}

/** A logo file, checked as soon as it is chosen: one of the images the server takes, at most 512 KB. */
export function LogoField({ id, label, value, error, onChange, onError, isRemovable = false }: LogoFieldProps) {
  const { t } = useLingui();
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const maxKb = BRAND_ARTWORK_MAX_BYTES / 1024;

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    const read = await readBrandArtworkFile(file);
    if (!read.ok) {
      // The refused file is not kept: the one chosen before (if any) stays.
      input.value = '';
      onError(
        read.problem === 'type'
          ? localizeContractMessage(OPERATOR_CONSOLE_MESSAGES.artwork)
          : t`This image is larger than ${maxKb} KB. Choose a smaller one.`,
      );
      return;
    }
    onError(undefined);
    onChange({ upload: read.upload, previewUrl: read.previewUrl, fileName: read.fileName });
  }

  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <input
        ref={inputRef}
        id={id}
        name="logo"
        type="file"
        accept={BRAND_ARTWORK_ACCEPT}
        aria-invalid={Boolean(error)}
        aria-describedby={[hintId, error ? errorId : undefined].filter(Boolean).join(' ')}
        onChange={(event) => void choose(event)}
        className="max-w-full rounded-md text-sm file:mr-3 file:min-h-11 file:rounded-md file:border file:border-border file:bg-surface file:px-3 file:font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      />
      <p id={hintId} className="text-sm text-muted-foreground">
        {value ? (
          <Trans>Chosen: {value.fileName}.</Trans>
        ) : (
          <Trans>PNG, JPEG, WebP, GIF or SVG, at most {maxKb} KB.</Trans>
        )}
      </p>
      {value && isRemovable ? (
        <Button
          variant="link"
          className="self-start px-0"
          onClick={() => {
            if (inputRef.current) inputRef.current.value = '';
            onChange(null);
            inputRef.current?.focus();
          }}
          aria-label={t`Remove the logo ${value.fileName}`}
        >
          <Trans>Remove the logo</Trans>
        </Button>
      ) : null}
      <FieldError id={errorId} error={error} />
    </div>
  );
}
