import { Trans } from '@lingui/react/macro';

/** What the scan measures and what it does not, how long it takes, and what happens to the video. */
export function ScanAbout() {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <section aria-labelledby="scan-measures" className="flex flex-col gap-1">
        <h2 id="scan-measures" className="text-lg font-semibold">
          <Trans>What it measures</Trans>
        </h2>
        <p className="text-sm">
          <Trans>
            Your heart rate at rest, in beats per minute. Each heartbeat changes the colour of your face very slightly;
            your phone’s front camera picks up those changes and works out your pulse from them.
          </Trans>
        </p>
      </section>
      <section aria-labelledby="scan-does-not" className="flex flex-col gap-1">
        <h2 id="scan-does-not" className="text-lg font-semibold">
          <Trans>What it doesn’t do</Trans>
        </h2>
        <p className="text-sm">
          <Trans>
            It doesn’t measure blood pressure, oxygen or your heart’s rhythm, and it can’t find or rule out any illness.
            It is wellness information, not a medical test or a diagnosis.
          </Trans>
        </p>
      </section>
      <section aria-labelledby="scan-time" className="flex flex-col gap-1">
        <h2 id="scan-time" className="text-lg font-semibold">
          <Trans>How long it takes</Trans>
        </h2>
        <p className="text-sm">
          <Trans>About two minutes: a few questions, then 30 seconds of sitting still in front of the camera.</Trans>
        </p>
      </section>
      <section aria-labelledby="scan-privacy" className="flex flex-col gap-1">
        <h2 id="scan-privacy" className="text-lg font-semibold">
          <Trans>Your privacy</Trans>
        </h2>
        <p className="text-sm">
          <Trans>
            The video is analysed on your phone and never leaves it: it isn’t recorded, kept or sent. Only your result
            and your answers to the questions are saved, so you can follow them over time.
          </Trans>
        </p>
      </section>
    </div>
  );
}
