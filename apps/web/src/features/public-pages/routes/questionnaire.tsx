import { PageHeading } from '../../../ui/page-heading';
import { PreparingNotice } from '../../../ui/preparing-notice';

/** The three steps of the health questionnaire, in the order members answer them. */
const STEPS = [
  { title: 'Physical Health', summary: 'Activity, sleep and how your body feels day to day.' },
  { title: 'Mental Well-being', summary: 'Stress, mood and the support around you.' },
  { title: 'Lifestyle Habits', summary: 'Food, screen time and the routines that shape your week.' },
] as const;

export function QuestionnaireV3() {
  return (
    <div className="flex flex-col gap-6">
      <PageHeading
        title="Your health questionnaire"
        intro="Three short steps, about five minutes. Your answers shape the programme you see and stay private to you."
      />
      <ol className="flex flex-col gap-3" aria-label="Questionnaire steps">
        {STEPS.map((step, index) => (
          <li key={step.title} className="flex gap-4 rounded-lg border border-border bg-surface-muted/60 p-4">
            <span
              aria-hidden="true"
              className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary font-semibold text-primary-foreground"
            >
              {index + 1}
            </span>
            <div>
              <h2 className="font-semibold">
                <span className="sr-only">Step {index + 1}: </span>
                {step.title}
              </h2>
              <p className="text-sm text-muted-foreground">{step.summary}</p>
            </div>
          </li>
        ))}
      </ol>
      <PreparingNotice>The questions for your programme are being set up by your programme team.</PreparingNotice>
    </div>
  );
}
