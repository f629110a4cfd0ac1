import { Trans, useLingui } from '@lingui/react/macro';
import type { TPasskey } from '@portal/contracts/passkeys';
import { useEffect, useId, useRef, useState } from 'react';
import { getErrorMessage, isHttpError } from '@/api/error-message';
import { isNativePlatform } from '@/platform/platform';
import { useStepUp } from '@/session/step-up/use-step-up';
import { Button } from '@/ui/button';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { QueryStates } from '@/ui/query-states';
import { SectionCard } from '@/ui/section-card';
import { toast } from '@/ui/use-toast';
import { addPasskey, renamePasskey, usePasskeys, useRefreshPasskeys, useRemovePasskey } from '../api/passkeys';
import { PasskeyItem } from './passkey-item';
import { PasskeyNameForm } from './passkey-name-form';

type Editing = { kind: 'none' } | { kind: 'adding' } | { kind: 'renaming'; passkey: TPasskey };

/** The browser said no: the member closed its prompt, this device already holds one, or it cannot here. */
function ceremonyFailureName(error: unknown): string | undefined {
  if (isHttpError(error) || !(error instanceof Error)) return undefined;
  return error.name;
}

/**
 * Profile → Security → Passkeys: the member's passkeys (name, added, last used), adding one (named, then
 * a fresh proof when the last one is too old, then the browser's prompt: `addPasskey`), renaming one, and
 * removing one (which asks for a fresh proof first).
 */
export function PasskeysSection() {
  const { t } = useLingui();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const passkeys = usePasskeys();
  const refresh = useRefreshPasskeys();
  const remove = useRemovePasskey();
  const { withStepUp } = useStepUp();
  const [editing, setEditing] = useState<Editing>({ kind: 'none' });
  const [removing, setRemoving] = useState<TPasskey | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // Bumped when the button that opened a form or dialog is gone: focus returns to the heading.
  const [focusRequest, setFocusRequest] = useState(0);

  useEffect(() => {
    if (focusRequest > 0) headingRef.current?.focus();
  }, [focusRequest]);

  const close = () => {
    setEditing({ kind: 'none' });
    setFocusRequest((count) => count + 1);
  };

  /** The browser's prompt, then the server; a refusal of the browser's is said here, not as a form error. */
  async function add(name: string): Promise<TPasskey | null> {
    setFailure(null);
    try {
      return await addPasskey(name);
    } catch (error) {
      const browserFailure = ceremonyFailureName(error);
      if (browserFailure === undefined) throw error;
      setFailure(
        browserFailure === 'InvalidStateError'
          ? t`This device already has a passkey for your account.`
          : browserFailure === 'NotAllowedError' || browserFailure === 'AbortError'
            ? t`No passkey was added: the request was cancelled or took too long. Try again when you're ready.`
            : t`Your browser could not make a passkey here. Try another browser or device.`,
      );
      return null;
    }
  }

  async function removeNow(passkey: TPasskey) {
    const { name } = passkey;
    setFailure(null);
    try {
      await withStepUp(() => remove.mutateAsync(passkey.id));
      toast({ title: t`Removed ${name}`, variant: 'success' });
    } catch (error) {
      setFailure(t`${name} could not be removed. ${getErrorMessage(error)}`);
    }
    setRemoving(null);
    setFocusRequest((count) => count + 1);
  }

  const removingName = removing?.name ?? '';

  return (
    <SectionCard
      headingId={headingId}
      heading={<Trans>Passkeys</Trans>}
      headingRef={headingRef}
      intro={
        <Trans>
          A passkey signs you in with your device's fingerprint, face or screen lock instead of your password, and it
          works only on this programme's site.
        </Trans>
      }
      failure={failure}
      dialogs={
        <ConfirmDialog
          open={removing !== null}
          title={t`Remove the passkey ${removingName}?`}
          description={t`You will no longer be able to sign in with it. The passkey stays on your device until you delete it there.`}
          confirmLabel={t`Remove`}
          pendingLabel={t`Removing…`}
          isPending={remove.isPending}
          onCancel={() => setRemoving(null)}
          onConfirm={() => {
            if (removing) void removeNow(removing);
          }}
        />
      }
    >
      <QueryStates
        query={passkeys}
        loading={<Trans>Loading your passkeys…</Trans>}
        failed={<Trans>Your passkeys could not be loaded.</Trans>}
      >
        {({ items }) => (
          <>
            {items.length > 0 ? (
              <ul aria-labelledby={headingId} className="flex flex-col divide-y divide-border">
                {items.map(({ name, ...passkey }) =>
                  editing.kind === 'renaming' && editing.passkey.id === passkey.id ? (
                    <li key={passkey.id} className="py-4 first:pt-0 last:pb-0">
                      <PasskeyNameForm
                        id={`rename-passkey-${passkey.id}`}
                        label={t`Rename ${name}`}
                        initialName={name}
                        submitLabel={t`Save name`}
                        pendingLabel={t`Saving…`}
                        onSubmit={(name) => renamePasskey(passkey.id, { name })}
                        onSuccess={async () => {
                          toast({ title: t`Passkey renamed`, variant: 'success' });
                          close();
                          await refresh();
                        }}
                        onCancel={close}
                      />
                    </li>
                  ) : (
                    <PasskeyItem
                      key={passkey.id}
                      passkey={{ ...passkey, name }}
                      onRename={(chosen) => {
                        setFailure(null);
                        setEditing({ kind: 'renaming', passkey: chosen });
                      }}
                      onRemove={(chosen) => {
                        setFailure(null);
                        setRemoving(chosen);
                      }}
                    />
                  ),
                )}
              </ul>
            ) : (
              <p className="text-sm text-muted-foreground">
                <Trans>You have no passkeys yet.</Trans>
              </p>
            )}
            {isNativePlatform() ? (
              // The app's pages are not on the brand's host, which passkeys are bound to.
              <p className="text-sm text-muted-foreground">
                <Trans>To add a passkey, open this page on the programme's website in your browser.</Trans>
              </p>
            ) : editing.kind === 'adding' ? (
              <PasskeyNameForm
                id="add-passkey"
                label={t`Add a passkey`}
                initialName=""
                submitLabel={t`Continue`}
                pendingLabel={t`Waiting for your device…`}
                onSubmit={add}
                onSuccess={async (added) => {
                  if (!added) return;
                  const { name } = added;
                  toast({ title: t`Passkey ${name} added`, variant: 'success' });
                  close();
                  await refresh();
                }}
                onCancel={close}
              />
            ) : (
              <Button
                type="button"
                variant="secondary"
                className="self-start"
                onClick={() => {
                  setFailure(null);
                  setEditing({ kind: 'adding' });
                }}
              >
                <Trans>Add a passkey</Trans>
              </Button>
            )}
          </>
        )}
      </QueryStates>
    </SectionCard>
  );
}
