import type { ReactNode, Ref } from 'react';
import { Card, CardContent } from './card';
import { Notice } from './notice';

export interface SectionCardProps {
  /** The heading's id: the section is named by it, and so may a list inside it be. */
  headingId: string;
  heading: ReactNode;
  /** Given, the heading takes focus by script (where focus goes when the button that had it is gone). */
  headingRef?: Ref<HTMLHeadingElement>;
  /** What the section is for, under its heading. */
  intro: ReactNode;
  /** An action that failed, said in an alert above the section's content. */
  failure?: string | null;
  children: ReactNode;
  /** The section's dialogs: in the card, beside the section. */
  dialogs?: ReactNode;
}

/** One titled section of a settings screen in its own card (Profile → Security's panels). */
export function SectionCard({ headingId, heading, headingRef, intro, failure, children, dialogs }: SectionCardProps) {
  return (
    <Card>
      <CardContent className="flex flex-col gap-4">
        <section aria-labelledby={headingId} className="flex flex-col gap-4">
          <div className="flex flex-col gap-1">
            <h2
              id={headingId}
              ref={headingRef}
              tabIndex={headingRef ? -1 : undefined}
              className="text-lg font-semibold"
            >
              {heading}
            </h2>
            <p className="text-sm text-muted-foreground">{intro}</p>
          </div>
          {failure ? (
            <Notice variant="destructive" role="alert">
              <p>{failure}</p>
            </Notice>
          ) : null}
          {children}
        </section>
        {dialogs}
      </CardContent>
    </Card>
  );
}
