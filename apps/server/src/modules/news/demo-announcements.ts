/**
 * The demo announcements every tenant starts with, in English and Spanish: what a programme team would
 * post on its members' Home. Dated relative to the seed's moment, so a fresh portal shows recent news.
 */
import type { PartnerProgramme } from '@portal/contracts/programmes';
import type { TAppLocale } from '@portal/contracts/locales';

export interface DemoAnnouncement {
  /** How long before the seed it was published. */
  daysAgo: number;
  url?: string;
  text: Record<TAppLocale, { title: string; summary: string }>;
}

const DAY_MS = 24 * 60 * 60 * 1000;

function vaccines(): DemoAnnouncement {
  return {
    daysAgo: 3,
    url: 'https://www.cdc.gov/flu/prevent/index.html',
    text: {
      en: {
        title: 'Flu vaccines are available now',
        summary:
          'This season’s flu vaccine is covered by your programme at participating pharmacies. Most need no appointment: bring your member card.',
      },
      es: {
        title: 'Ya puede vacunarse contra la gripe',
        summary:
          'Su programa cubre la vacuna contra la gripe de esta temporada en las farmacias participantes. En la mayoría no necesita cita: lleve su tarjeta de miembro.',
      },
    },
  };
}

function questionnaireInSpanish(brandTitle: string): DemoAnnouncement {
  return {
    daysAgo: 11,
    text: {
      en: {
        title: 'Your health questionnaire, now in Spanish too',
        summary: `The ${brandTitle} questionnaire and its results now read in English and Spanish. Choose your language from the account menu at any time.`,
      },
      es: {
        title: 'Su cuestionario de salud, ahora también en español',
        summary: `El cuestionario de ${brandTitle} y sus resultados ya están en inglés y en español. Elija su idioma en el menú de su cuenta cuando quiera.`,
      },
    },
  };
}

/** Something new in one of the programmes the tenant offers (or, offering none of them, its videos). */
function programmeHighlight(programmes: readonly PartnerProgramme[]): DemoAnnouncement {
  if (programmes.includes('mayo-clinic')) {
    return {
      daysAgo: 24,
      text: {
        en: {
          title: 'New: a health library in plain language',
          summary:
            'Look up more than 40 common conditions, from asthma to back pain: symptoms, when to see a doctor, treatment and living with it.',
        },
        es: {
          title: 'Nuevo: una biblioteca de salud en lenguaje claro',
          summary:
            'Consulte más de 40 afecciones frecuentes, del asma al dolor de espalda: síntomas, cuándo ir al médico, tratamiento y cómo vivir con ellas.',
        },
      },
    };
  }
  if (programmes.includes('corpcare')) {
    return {
      daysAgo: 24,
      text: {
        en: {
          title: 'Confidential counselling, for you and your family',
          summary:
            'CorpCare’s counsellors are a phone call away, and your dependents can use the service too. Nothing you share reaches your employer.',
        },
        es: {
          title: 'Orientación confidencial, para usted y su familia',
          summary:
            'Los orientadores de CorpCare están a una llamada, y sus dependientes también pueden usar el servicio. Nada de lo que comparta llega a su empleador.',
        },
      },
    };
  }
  return {
    daysAgo: 24,
    text: {
      en: {
        title: 'New short videos for busy days',
        summary: 'Five-minute sessions on stretching, breathing and sleep, ready whenever you are.',
      },
      es: {
        title: 'Nuevos videos cortos para los días ajetreados',
        summary: 'Sesiones de cinco minutos sobre estiramientos, respiración y sueño, listas cuando usted lo esté.',
      },
    },
  };
}

function privacy(): DemoAnnouncement {
  return {
    daysAgo: 46,
    text: {
      en: {
        title: 'Your answers stay private',
        summary:
          'Your employer never sees your questionnaire answers or results. The programme plans its services from anonymous, grouped figures only.',
      },
      es: {
        title: 'Sus respuestas son privadas',
        summary:
          'Su empleador nunca ve sus respuestas ni sus resultados del cuestionario. El programa planifica sus servicios solo con cifras anónimas y agrupadas.',
      },
    },
  };
}

export function getDemoAnnouncements(brand: {
  title: string;
  programmes: readonly PartnerProgramme[];
}): DemoAnnouncement[] {
  return [vaccines(), questionnaireInSpanish(brand.title), programmeHighlight(brand.programmes), privacy()];
}

export function publishedAt(announcement: DemoAnnouncement, now: Date): Date {
  return new Date(now.getTime() - announcement.daysAgo * DAY_MS);
}
