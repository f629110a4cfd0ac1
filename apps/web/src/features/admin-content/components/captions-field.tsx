import { Trans, useLingui } from '@lingui/react/macro';
import type { ChangeEvent } from 'react';
import { VIDEO_MESSAGES, ZCreateVideoRequest } from '@portal/contracts/videos';
import { localizeContractMessage } from '@/i18n/contract-messages';
import { Button } from '@/ui/button';
import { FormField } from '@/ui/form-field';
import type { FormState } from '@/ui/form/use-form';
import { readTextFile } from '../utils/read-text-file';
import { countCues } from '../utils/video-form';
import type { VideoFormValues } from '../utils/video-form';
import { FILE_INPUT_CLASS } from './upload-progress';

/** The video's WebVTT captions: read from the chosen file and saved with the video (no upload of their own). */
export function CaptionsField({ idPrefix, form }: { idPrefix: string; form: FormState<VideoFormValues> }) {
  const { i18n, t } = useLingui();
  const { values } = form;

  async function onFileChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const text = await readTextFile(file);
    // The contract's own check (WEBVTT first, not too long), so the message is the server's.
    const parsed = ZCreateVideoRequest.shape.captions.safeParse(text);
    if (!parsed.success) {
      form.setError('captions', localizeContractMessage(parsed.error.issues[0]?.message ?? VIDEO_MESSAGES.captions));
      return;
    }
    form.setError('captions', undefined);
    form.setValues((current) => ({ ...current, captions: text, captionsFileName: file.name }));
  }

  const captionsFile = values.captionsFileName;
  const cueCount = i18n.number(values.captions === null ? 0 : countCues(values.captions));
  return (
    <FormField
      id={`${idPrefix}-captions`}
      label={t`Captions`}
      hint={t`A WebVTT file (.vtt) in the video's language.`}
      error={form.errors.captions}
    >
      {(control) => (
        <div className="flex flex-col gap-3">
          {values.captions !== null ? (
            <p className="text-sm">
              {captionsFile ? (
                <Trans>
                  {captionsFile}: {cueCount} captions
                </Trans>
              ) : (
                <Trans>Captions stored: {cueCount}</Trans>
              )}
            </p>
          ) : null}
          <input
            {...control}
            name="captions"
            type="file"
            accept=".vtt,text/vtt"
            className={FILE_INPUT_CLASS}
            onChange={(event) => void onFileChange(event)}
          />
          {values.captions !== null ? (
            <Button
              variant="secondary"
              size="sm"
              className="self-start"
              onClick={() => form.setValues((current) => ({ ...current, captions: null, captionsFileName: null }))}
            >
              <Trans>Remove captions</Trans>
            </Button>
          ) : null}
        </div>
      )}
    </FormField>
  );
}
