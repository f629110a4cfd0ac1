/**
 * The text every tenant starts with, in plain language, with the brand's name
 * and support address filled in, in each language the portal speaks. An
 * operator replaces a tenant's copy with `set-document`; until then the
 * tenant shows this, in the reader's language.
 */
import type { TDocumentKind } from '@portal/contracts/documents';
import type { Brand } from '@portal/contracts/brands';

/** What a default document says of the programme. */
export type DocumentBrand = Pick<Brand, 'title' | 'supportEmail'>;
import type { TAppLocale } from '@portal/contracts/locales';

export interface DocumentText {
  title: string;
  body: string;
}

function privacyPolicy(brand: DocumentBrand): DocumentText {
  const name = brand.title;
  const contact = brand.supportEmail;
  return {
    title: `${name} privacy policy`,
    body: `This policy explains what information ${name} keeps about you, why, for how long, and what you can ask us to do with it. We have tried to keep it short and plain. If anything is unclear, write to us at [${contact}](mailto:${contact}).

## Who we are

${name} runs this health and wellness portal for employers and organisations that offer a wellness programme to their people. Your employer or organisation (the "programme sponsor") invited you. We decide how the portal works and are responsible for the information described here.

## What we collect

- **Account details**: your name, work email address, the company you belong to, your role in the portal, and a securely scrambled form of your password (we never see or store the password itself).
- **Questionnaire answers**: the answers you give in the health questionnaire and any health scan, and the results worked out from them.
- **Profile and dependents**: a profile picture and details of dependents, if you choose to add them.
- **Usage information**: which screens you open and features you use, the type of device and app (web or mobile), and, for security, the network address and browser of sign-ins and password changes.
- **Messages we send you**: records of invitation and password emails sent to your address.

We do not collect more than we need, and we do not buy information about you from anyone else.

## Why we use it

- To give you the portal: sign you in, show you content that fits your programme, and keep your answers so you can come back to them.
- To keep your account safe: detect unusual sign-ins, limit repeated attempts, and let you reset a forgotten password.
- To improve the programme: we look at usage in aggregate (for example, how many people finished the questionnaire) to fix problems and decide what to build next.
- To meet our legal obligations.

Your programme sponsor sees only **aggregate, de-identified** figures, such as how many people took part. We do not give your employer your individual questionnaire answers or health results.

## Who we share it with

We share information only with service providers that help us run the portal (hosting, email delivery), under contracts that forbid them from using it for anything else, and when the law requires us to. **We never sell your information and never use it for advertising.**

## How long we keep it

- Account details: while your account is active, and for up to 90 days after it is closed, so that a mistaken closure can be undone.
- Questionnaire answers and results: while your account is active; deleted with your account.
- Security records (sign-ins, password changes): 12 months.
- Invitation and password links: they stop working after 7 days and 1 hour respectively, and records of them are removed with your account.

Backups are overwritten within 35 days, after which deleted information is gone for good.

## Your rights

You can ask us to:

- give you a copy of the information we hold about you;
- correct anything that is wrong;
- delete your account and the information in it;
- stop or limit a use of your information, or object to it;
- send your information to you or to another service in a common format.

Write to [${contact}](mailto:${contact}) from the address on your account. We answer within 30 days and do not charge for it. If you are not happy with our answer, you can complain to the data protection authority where you live.

## How we protect it

Connections to the portal are encrypted, passwords are stored only in a scrambled form that cannot be reversed, links in our emails expire and work only once, and access to your information inside ${name} is limited to the people who need it to run the service.

## Children

The portal is meant for adults. Dependents' details are added by the member responsible for them.

## Changes to this policy

If we change this policy in a way that matters, we will tell you in the portal before the change applies. The date at the top shows when it last changed.

## Contact

${name}, [${contact}](mailto:${contact}).
`,
  };
}

function thankYou(brand: DocumentBrand): DocumentText {
  return {
    title: 'Thank you',
    body: `Thank you for taking part in your ${brand.title} wellness programme. Your answers have been saved.

## What happens next

- Your dashboard now shows articles and videos chosen for the areas that matter most to you.
- You can come back at any time to update your profile or add dependents.
- Your individual answers stay private: your employer only sees figures for the whole group.

Questions? Write to [${brand.supportEmail}](mailto:${brand.supportEmail}).
`,
  };
}

function privacyPolicyEs(brand: DocumentBrand): DocumentText {
  const name = brand.title;
  const contact = brand.supportEmail;
  return {
    title: `Política de privacidad de ${name}`,
    body: `Esta política explica qué información guarda ${name} sobre usted, para qué, durante cuánto tiempo y qué puede pedirnos que hagamos con ella. Intentamos que sea breve y clara. Si algo no se entiende, escríbanos a [${contact}](mailto:${contact}).

## Quiénes somos

${name} administra este portal de salud y bienestar para empleadores y organizaciones que ofrecen un programa de bienestar a su gente. Su empleador u organización (el "patrocinador del programa") le invitó. Nosotros decidimos cómo funciona el portal y somos responsables de la información que se describe aquí.

## Qué información recopilamos

- **Datos de la cuenta**: su nombre, su correo de trabajo, la empresa a la que pertenece, su rol en el portal y una forma cifrada de su contraseña de manera segura (nunca vemos ni guardamos la contraseña misma).
- **Respuestas a cuestionarios**: las respuestas que da en el cuestionario de salud y en cualquier evaluación de salud, y los resultados que se calculan con ellas.
- **Perfil y dependientes**: una foto de perfil y los datos de sus dependientes, si decide agregarlos.
- **Información de uso**: qué pantallas abre y qué funciones usa, el tipo de dispositivo y de aplicación (web o móvil) y, por seguridad, la dirección de red y el navegador de los inicios de sesión y de los cambios de contraseña.
- **Mensajes que le enviamos**: registros de los correos de invitación y de contraseña enviados a su dirección.

No recopilamos más de lo que necesitamos, y no compramos información sobre usted a nadie.

## Para qué la usamos

- Para darle el portal: iniciar su sesión, mostrarle contenido adecuado para su programa y guardar sus respuestas para que pueda volver a ellas.
- Para proteger su cuenta: detectar inicios de sesión inusuales, limitar los intentos repetidos y permitirle restablecer una contraseña olvidada.
- Para mejorar el programa: analizamos el uso en conjunto (por ejemplo, cuántas personas terminaron el cuestionario) para corregir problemas y decidir qué crear después.
- Para cumplir nuestras obligaciones legales.

El patrocinador de su programa solo ve cifras **agregadas y sin datos que le identifiquen**, como cuántas personas participaron. No le damos a su empleador sus respuestas individuales ni sus resultados de salud.

## Con quién la compartimos

Solo compartimos información con proveedores que nos ayudan a operar el portal (alojamiento, envío de correos), con contratos que les prohíben usarla para cualquier otro fin, y cuando la ley nos obliga. **Nunca vendemos su información ni la usamos para publicidad.**

## Cuánto tiempo la guardamos

- Datos de la cuenta: mientras su cuenta esté activa y hasta 90 días después de cerrarla, para poder deshacer un cierre por error.
- Respuestas a cuestionarios y resultados: mientras su cuenta esté activa; se eliminan con su cuenta.
- Registros de seguridad (inicios de sesión, cambios de contraseña): 12 meses.
- Enlaces de invitación y de contraseña: dejan de funcionar a los 7 días y a la hora, respectivamente, y sus registros se eliminan con su cuenta.

Las copias de seguridad se sobrescriben en un plazo de 35 días; después, la información eliminada desaparece por completo.

## Sus derechos

Puede pedirnos que:

- le demos una copia de la información que tenemos sobre usted;
- corrijamos lo que esté mal;
- eliminemos su cuenta y la información que contiene;
- dejemos de usar su información o limitemos su uso, o puede oponerse a él;
- le enviemos su información a usted o a otro servicio en un formato común.

Escriba a [${contact}](mailto:${contact}) desde la dirección de su cuenta. Respondemos en un plazo de 30 días y no cobramos por ello. Si no está conforme con nuestra respuesta, puede presentar una queja ante la autoridad de protección de datos de su lugar de residencia.

## Cómo la protegemos

Las conexiones con el portal están cifradas, las contraseñas se guardan solo en una forma cifrada que no se puede revertir, los enlaces de nuestros correos vencen y funcionan una sola vez, y dentro de ${name} solo tienen acceso a su información las personas que lo necesitan para operar el servicio.

## Menores de edad

El portal está pensado para personas adultas. Los datos de los dependientes los agrega el miembro responsable de ellos.

## Cambios a esta política

Si cambiamos esta política de una forma importante, se lo avisaremos en el portal antes de que el cambio se aplique. La fecha de arriba indica cuándo cambió por última vez.

## Contacto

${name}, [${contact}](mailto:${contact}).
`,
  };
}

function thankYouEs(brand: DocumentBrand): DocumentText {
  return {
    title: 'Gracias',
    body: `Gracias por participar en su programa de bienestar de ${brand.title}. Sus respuestas se guardaron.

## Qué sigue

- Su panel ahora muestra artículos y videos elegidos para los aspectos que más le importan.
- Puede volver cuando quiera para actualizar su perfil o agregar dependientes.
- Sus respuestas individuales son privadas: su empleador solo ve cifras del grupo completo.

¿Preguntas? Escriba a [${brand.supportEmail}](mailto:${brand.supportEmail}).
`,
  };
}

const DEFAULT_DOCUMENTS: Record<TAppLocale, Record<TDocumentKind, (brand: DocumentBrand) => DocumentText>> = {
  en: { 'privacy-policy': privacyPolicy, 'thank-you': thankYou },
  es: { 'privacy-policy': privacyPolicyEs, 'thank-you': thankYouEs },
};

export function getDefaultDocument(kind: TDocumentKind, brand: DocumentBrand, locale: TAppLocale = 'en'): DocumentText {
  return DEFAULT_DOCUMENTS[locale][kind](brand);
}
