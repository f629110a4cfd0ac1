/**
 * The demo programme pages every brand's tenant starts with, in English and Spanish. The services are
 * fictional but described as a real programme would describe them; phone numbers are in the reserved
 * 555-01xx range and websites under example.com. Every tenant gets all four pages: the API shows only
 * those its tenant offers, so a change of settings needs no reseed.
 */
import type { BrandKey } from '@portal/contracts/brands';
import { BRAND_KEYS } from '@portal/contracts/brands';
import type { TAppLocale } from '@portal/contracts/locales';
import type { TProgrammeContact, TProgrammePageProgramme } from '@portal/contracts/partner-programmes';
import type { ProgrammePageSeed } from './partner-programmes-repository';

type Words = Pick<
  ProgrammePageSeed,
  'name' | 'summary' | 'offers' | 'eligibility' | 'includesDependents' | 'hours' | 'callToAction'
>;

const CORPCARE: Record<TAppLocale, Words> = {
  en: {
    name: 'CorpCare Employee Assistance',
    summary:
      'Free, confidential support for everyday worries and hard times: short-term counselling with a licensed counsellor, and practical help with money, legal and family questions. Nothing you share is reported to your employer.',
    offers: [
      'Up to six counselling sessions per concern, by phone, video or in person',
      'A counsellor on the line at any hour for urgent worries',
      'Free 30-minute consultations on legal and money questions',
      'Help finding child care, elder care and local services',
    ],
    eligibility: 'Every employee from their first day, and the members of their household.',
    includesDependents: true,
    hours: 'Counsellors answer 24 hours a day, 7 days a week.',
    callToAction: 'Call CorpCare',
  },
  es: {
    name: 'CorpCare Asistencia al Empleado',
    summary:
      'Apoyo gratuito y confidencial para las preocupaciones de cada día y los momentos difíciles: orientación psicológica breve con un consejero titulado y ayuda práctica con dudas de dinero, legales y familiares. Nada de lo que cuente se comunica a su empleador.',
    offers: [
      'Hasta seis sesiones de orientación por cada asunto, por teléfono, video o en persona',
      'Un consejero al teléfono a cualquier hora para lo urgente',
      'Consultas gratuitas de 30 minutos sobre temas legales y de dinero',
      'Ayuda para encontrar cuidado infantil, cuidado de mayores y servicios cercanos',
    ],
    eligibility: 'Todos los empleados desde su primer día y las personas que viven en su hogar.',
    includesDependents: true,
    hours: 'Los consejeros atienden las 24 horas, los 7 días de la semana.',
    callToAction: 'Llamar a CorpCare',
  },
};

const OUR_RELATIONSHIP: Record<TAppLocale, Words> = {
  en: {
    name: 'OurRelationship',
    summary:
      'A self-guided online programme for couples, built on research, that helps you understand the arguments that keep coming back, talk more calmly and decide what comes next. Do it alone or with your partner, at your own pace: about eight hours over a few weeks.',
    offers: [
      'Eight hours of short online activities you can do at your own pace',
      'Optional video calls with a trained coach',
      'Works whether you take part alone or with your partner',
      'Private: your employer never sees your answers',
    ],
    eligibility: 'Employees aged 18 and over; your partner joins at no cost when you invite them.',
    includesDependents: false,
    hours: 'Online at any time; coach calls Monday to Friday, 9 am to 7 pm.',
    callToAction: 'Start the programme',
  },
  es: {
    name: 'OurRelationship',
    summary:
      'Un programa en línea para parejas, basado en investigación, que usted sigue por su cuenta: le ayuda a entender las discusiones que se repiten, a hablar con más calma y a decidir cómo seguir. Puede hacerlo solo o con su pareja, a su ritmo: unas ocho horas en pocas semanas.',
    offers: [
      'Ocho horas de actividades breves en línea, a su ritmo',
      'Videollamadas opcionales con un asesor capacitado',
      'Sirve tanto si participa solo como con su pareja',
      'Privado: su empleador nunca ve sus respuestas',
    ],
    eligibility: 'Los empleados de 18 años o más; su pareja participa sin costo si usted la invita.',
    includesDependents: false,
    hours: 'En línea a cualquier hora; llamadas con el asesor de lunes a viernes, de 9 a 19 h.',
    callToAction: 'Empezar el programa',
  },
};

const VRS_FREEDOM_365: Record<TAppLocale, Words> = {
  en: {
    name: 'VRS Freedom 365',
    summary:
      'Support every day of the year for anyone who wants to cut down or stop smoking, vaping or drinking, and for the family members who help them. A recovery coach builds a plan with you and stays with you while you follow it.',
    offers: [
      'A personal recovery coach by phone or text message',
      'A plan that fits your goal, whether cutting down or stopping',
      'Nicotine patches or gum sent to your home at no cost',
      'Online support groups every day, including weekends and holidays',
    ],
    eligibility: 'Employees, and family members aged 18 or over who live in the same household.',
    includesDependents: true,
    hours: 'Coaches answer from 7 am to 11 pm, every day of the year.',
    callToAction: 'Call a recovery coach',
  },
  es: {
    name: 'VRS Freedom 365',
    summary:
      'Apoyo todos los días del año para quien quiera reducir o dejar el tabaco, el vapeo o el alcohol, y para los familiares que le acompañan. Un asesor de recuperación prepara un plan con usted y le acompaña mientras lo sigue.',
    offers: [
      'Un asesor de recuperación personal por teléfono o mensaje de texto',
      'Un plan a la medida de su meta, sea reducir o dejarlo',
      'Parches o chicles de nicotina enviados a su casa sin costo',
      'Grupos de apoyo en línea todos los días, también fines de semana y festivos',
    ],
    eligibility: 'Los empleados y los familiares de 18 años o más que viven en el mismo hogar.',
    includesDependents: true,
    hours: 'Los asesores atienden de 7 a 23 h, todos los días del año.',
    callToAction: 'Llamar a un asesor',
  },
};

const UCM: Record<TAppLocale, Words> = {
  en: {
    name: 'UCM Care Management',
    summary:
      'A nurse care manager who helps you organise your care when you live with a long-term condition, are preparing for surgery or are coming home from hospital: appointments, medicines, questions about your benefits and what to expect next.',
    offers: [
      'Your own registered nurse as one point of contact',
      'Help preparing for surgery or a hospital stay, and settling back at home',
      'A review of all your medicines with a pharmacist',
      'Help understanding prior approvals and what your plan covers',
    ],
    eligibility: 'Members enrolled in the medical plan and their covered dependents.',
    includesDependents: true,
    hours: 'Care managers: Monday to Friday, 8 am to 8 pm. The nurse line answers at any hour.',
    callToAction: 'Call your care manager',
  },
  es: {
    name: 'UCM Gestión de Cuidados',
    summary:
      'Una enfermera gestora de casos que le ayuda a organizar su atención si vive con una enfermedad de larga duración, se prepara para una cirugía o vuelve a casa después de un ingreso: citas, medicamentos, dudas sobre sus beneficios y qué esperar después.',
    offers: [
      'Su propia enfermera titulada como único punto de contacto',
      'Ayuda para prepararse para una cirugía o un ingreso, y para volver a casa',
      'Una revisión de todos sus medicamentos con un farmacéutico',
      'Ayuda para entender las autorizaciones previas y lo que cubre su plan',
    ],
    eligibility: 'Los afiliados al plan médico y sus dependientes cubiertos.',
    includesDependents: true,
    hours: 'Gestoras de casos: de lunes a viernes, de 8 a 20 h. La línea de enfermería atiende a cualquier hora.',
    callToAction: 'Llamar a su gestora de casos',
  },
};

/** Where the sign-on partner's name is the call to action (UCM at evergreen and incent). */
const ALLY_HEALTH_CALL_TO_ACTION: Record<TAppLocale, string> = {
  en: 'Continue to Ally Health',
  es: 'Continuar a Ally Health',
};

/** 1-800-555-01NN: each brand's lines differ, so a test can tell tenants apart by them. */
function demoPhone(programmeBase: number, brand: BrandKey): string {
  return `1-800-555-${String(programmeBase + BRAND_KEYS.indexOf(brand)).padStart(4, '0')}`;
}

interface Ways {
  contact: TProgrammeContact;
  phone: string | null;
  website: string | null;
}

function waysFor(programme: TProgrammePageProgramme, brand: BrandKey): Ways {
  switch (programme) {
    case 'corpcare': {
      const phone = demoPhone(140, brand);
      return { contact: { kind: 'phone', phone }, phone: null, website: `https://corpcare.example.com/${brand}` };
    }
    case 'ourrelationship':
      return {
        contact: { kind: 'website', url: `https://ourrelationship.example.com/start?programme=${brand}` },
        phone: demoPhone(150, brand),
        website: null,
      };
    case 'vrsfreedom365': {
      // Attentive's members start online; the others call.
      if (brand === 'attentive') {
        return {
          contact: { kind: 'website', url: 'https://freedom365.example.com/attentive' },
          phone: demoPhone(160, brand),
          website: null,
        };
      }
      return {
        contact: { kind: 'phone', phone: demoPhone(160, brand) },
        phone: null,
        website: `https://freedom365.example.com/${brand}`,
      };
    }
    case 'ucm':
      if (brand === 'evergreen' || brand === 'incent') {
        return {
          contact: { kind: 'sign-on', partner: 'ally-health' },
          phone: demoPhone(170, brand),
          website: null,
        };
      }
      return { contact: { kind: 'phone', phone: demoPhone(170, brand) }, phone: null, website: null };
  }
}

const WORDS: Record<TProgrammePageProgramme, Record<TAppLocale, Words>> = {
  corpcare: CORPCARE,
  ourrelationship: OUR_RELATIONSHIP,
  vrsfreedom365: VRS_FREEDOM_365,
  ucm: UCM,
};

export function getDemoProgrammePages(brand: BrandKey): ProgrammePageSeed[] {
  return (Object.keys(WORDS) as TProgrammePageProgramme[]).flatMap((programme) => {
    const ways = waysFor(programme, brand);
    return (['en', 'es'] as const).map((locale) => {
      const words = WORDS[programme][locale];
      return {
        tenantKey: brand,
        programme,
        locale,
        ...words,
        ...ways,
        callToAction: ways.contact.kind === 'sign-on' ? ALLY_HEALTH_CALL_TO_ACTION[locale] : words.callToAction,
      };
    });
  });
}
