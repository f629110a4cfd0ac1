import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ZCreateHealthScanRequest } from '@portal/contracts/health-scan';
import type { TCreateHealthScanRequest, THealthScan, TPreScanAnswers } from '@portal/contracts/health-scan';
import { getErrorMessage } from '@/api/error-message';
import { Button } from '@/ui/button';
import { Notice } from '@/ui/notice';
import { Spinner } from '@/ui/spinner';
import { useSaveHealthScan } from '../api/save-health-scan';
import type { ScanReading } from '../hooks/use-heart-scan';
import { RETAKE_TEXTS } from '../utils/scan-texts';
import { PreScanQuestions } from './pre-scan-questions';
import { ScanCapture } from './scan-capture';
import { ScanConsent } from './scan-consent';

type Step = 'consent' | 'questions' | 'scan';

export interface HealthScanFlowProps {
  /** The profile has no date of birth: the questions ask for an age band. */
  askAgeBand: boolean;
  /** The reading is saved: the screen shows it. */
  onSaved: (scan: THealthScan) => void;
}

/** The request for a reading and its answers; null when the reading is outside what can be stored. */
function toRequest(reading: ScanReading, answers: TPreScanAnswers): TCreateHealthScanRequest | null {
  const parsed = ZCreateHealthScanRequest.safeParse({
    engine: reading.engine,
    started_at: reading.startedAt,
    duration_ms: Math.round(reading.durationMs),
    frames: reading.frames,
    heart_rate_bpm: reading.bpm,
    quality: reading.quality,
    snr_db: reading.snrDb,
    pre_scan: answers,
  });
  return parsed.success ? parsed.data : null;
}

/**
 * The scan from start to saved: consent, the pre-scan questions, the scan, then the reading posted with
 * the answers (the numbers only). A retake or a stopped scan saves nothing.
 */
export function HealthScanFlow({ askAgeBand, onSaved }: HealthScanFlowProps) {
  const { t, i18n } = useLingui();
  const [step, setStep] = useState<Step>('consent');
  const [answers, setAnswers] = useState<TPreScanAnswers | null>(null);
  const [request, setRequest] = useState<TCreateHealthScanRequest | null>(null);
  /** A reading outside what a heart does: asked again rather than shown. */
  const [isImplausible, setIsImplausible] = useState(false);
  /** A new scan step (a retake after an implausible reading) starts from a fresh camera. */
  const [attempt, setAttempt] = useState(0);
  const save = useSaveHealthScan();
  const { mutate: saveScan } = save;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const isFirstStep = useRef(true);

  useEffect(() => {
    if (isFirstStep.current) {
      isFirstStep.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [step]);

  const submit = useCallback(
    (next: TCreateHealthScanRequest) => {
      saveScan(next, { onSuccess: onSaved });
    },
    [saveScan, onSaved],
  );

  const onReading = useCallback(
    (reading: ScanReading) => {
      if (!answers) return;
      const next = toRequest(reading, answers);
      if (!next) {
        setIsImplausible(true);
        return;
      }
      setRequest(next);
      submit(next);
    },
    [answers, submit],
  );

  const retake = () => {
    setIsImplausible(false);
    setRequest(null);
    save.reset();
    setAttempt((current) => current + 1);
  };

  const titles: Record<Step, string> = {
    consent: t`Step 1 of 3: Before you start`,
    questions: t`Step 2 of 3: A few questions`,
    scan: t`Step 3 of 3: The scan`,
  };

  return (
    <section aria-labelledby="health-scan-step" className="flex flex-col gap-4">
      <h2 id="health-scan-step" ref={headingRef} tabIndex={-1} className="text-xl font-semibold outline-none">
        {titles[step]}
      </h2>
      {step === 'consent' ? <ScanConsent onAgree={() => setStep('questions')} /> : null}
      {step === 'questions' ? (
        <PreScanQuestions
          askAgeBand={askAgeBand}
          initial={answers}
          onBack={() => setStep('consent')}
          onSubmit={(given) => {
            setAnswers(given);
            setStep('scan');
          }}
        />
      ) : null}
      {step === 'scan' && !request && !isImplausible ? <ScanCapture key={attempt} onReading={onReading} /> : null}
      {step === 'scan' && isImplausible ? (
        <div className="flex flex-col gap-3">
          <Notice variant="destructive" role="alert">
            <p className="font-semibold">
              <Trans>No result this time</Trans>
            </p>
            <p>{i18n._(RETAKE_TEXTS['weak-signal'])}</p>
            <p>
              <Trans>Nothing was saved.</Trans>
            </p>
          </Notice>
          <Button className="self-start" onClick={retake}>
            <Trans>Retake the scan</Trans>
          </Button>
        </div>
      ) : null}
      {step === 'scan' && request ? (
        save.isError ? (
          <div className="flex flex-col gap-3">
            <Notice variant="destructive" role="alert">
              <p className="font-semibold">
                <Trans>Your result couldn’t be saved</Trans>
              </p>
              <p>{getErrorMessage(save.error)}</p>
            </Notice>
            <div className="flex flex-wrap gap-3">
              <Button onClick={() => submit(request)}>
                <Trans>Try saving again</Trans>
              </Button>
              <Button variant="secondary" onClick={retake}>
                <Trans>Retake the scan</Trans>
              </Button>
            </div>
          </div>
        ) : (
          <p role="status" className="flex items-center gap-2">
            <Spinner />
            <Trans>Saving your result…</Trans>
          </p>
        )
      ) : null}
    </section>
  );
}
