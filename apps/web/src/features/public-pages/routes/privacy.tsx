import { getCurrentBrand } from '../../../brands/current-brand';
import { PageHeading } from '../../../ui/page-heading';

export function Privacy() {
  const brand = getCurrentBrand();
  return (
    <article className="flex flex-col gap-6">
      <PageHeading
        title="Privacy policy"
        intro={`How ${brand.title} looks after the personal and health information you share on this portal.`}
      />
      <section className="flex flex-col gap-2" aria-labelledby="privacy-collect">
        <h2 id="privacy-collect" className="text-lg font-semibold">
          What we collect
        </h2>
        <p className="text-muted-foreground">
          Your name, email address and employer, the answers you give in questionnaires and health scans, and the
          dependents you add. We also record which sections of the portal you use, to improve the programme.
        </p>
      </section>
      <section className="flex flex-col gap-2" aria-labelledby="privacy-use">
        <h2 id="privacy-use" className="text-lg font-semibold">
          How we use it
        </h2>
        <p className="text-muted-foreground">
          Only to run your wellness programme: to show you relevant content, and to report anonymised, aggregated
          participation to your employer. We never sell your information, and your employer never sees your answers.
        </p>
      </section>
      <section className="flex flex-col gap-2" aria-labelledby="privacy-rights">
        <h2 id="privacy-rights" className="text-lg font-semibold">
          Your choices
        </h2>
        <p className="text-muted-foreground">
          You can ask for a copy of your information, correct it or have it deleted by writing to{' '}
          <a className="font-medium text-primary underline underline-offset-4" href={`mailto:${brand.supportEmail}`}>
            {brand.supportEmail}
          </a>
          .
        </p>
      </section>
    </article>
  );
}
