/**
 * The text every tenant starts with, in plain language, with the brand's name
 * and support address filled in. An operator replaces a tenant's copy with
 * `set-document`; this is what a new tenant shows until then.
 */
import type { TDocumentKind } from '@portal/contracts/documents';
import type { Brand } from '@portal/contracts/brands';

export interface DocumentText {
  title: string;
  body: string;
}

function privacyPolicy(brand: Brand): DocumentText {
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

function thankYou(brand: Brand): DocumentText {
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

export function getDefaultDocument(kind: TDocumentKind, brand: Brand): DocumentText {
  return kind === 'privacy-policy' ? privacyPolicy(brand) : thankYou(brand);
}
