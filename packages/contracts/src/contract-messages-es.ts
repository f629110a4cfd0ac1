/**
 * The Spanish of every message the contracts' schemas and rules produce,
 * keyed by the English text (as gettext does). The server answers with it
 * for `Accept-Language: es`; the web app downloads it only when it shows
 * Spanish. A test checks that every message in the contracts is here
 * (contract-messages-es.test.ts).
 *
 * Messages built from constants are keyed by the contracts' own objects, so
 * a changed limit changes both languages. The few messages that carry a free
 * value are patterns with `{name}` placeholders (localize-message.ts):
 * `{maxAge}` (a tenant's age limit) and the questionnaire definition checks'
 * `{id}`, `{instrument}`, `{min}`, `{max}`, `{value}`.
 */
import {
  ACCOUNT_DEACTIVATED_MESSAGE,
  ADMIN_MEMBERS_PAGE_SIZE_MAX,
  ALREADY_DEACTIVATED_MESSAGE,
  DEACTIVATE_LAST_ADMIN_MESSAGE,
  DEACTIVATE_YOURSELF_MESSAGE,
  MEMBER_NOT_FOUND_MESSAGE,
  NOT_DEACTIVATED_MESSAGE,
  RESEND_NOT_INVITED_MESSAGE,
} from './admin-members';
import { CLINIC_UNAVAILABLE_MESSAGE, CONDITION_NOT_FOUND_MESSAGE } from './clinic-library';
import {
  ARTICLE_MESSAGES,
  ARTICLE_SUMMARY_MAX_LENGTH,
  ARTICLE_TAGS_MAX,
  ARTICLE_TAG_MAX_LENGTH,
  ARTICLE_TITLE_MAX_LENGTH,
} from './articles';
import { APP_SIGN_IN_MESSAGES } from './app-sign-in';
import { INCENTIVE_MESSAGES } from './incentives';
import { CHALLENGE_MESSAGES } from './challenges';
import { CONTENT_PAGE_SIZE_MAX } from './content';
import { DATA_EXPORT_MESSAGES } from './data-export';
import { PASSKEY_MESSAGES, PASSKEY_NAME_MAX_LENGTH } from './passkeys';
import { SESSION_IDLE_MINUTES, SIGN_IN_SECURITY_MESSAGES } from './sign-in-security';
import { CHILD_TOO_OLD_MESSAGE } from './dependents';
import { DEVICE_MESSAGES, DEVICE_TOKEN_MAX } from './devices';
import {
  HEALTH_SCAN_FRAMES_MAX,
  HEALTH_SCAN_FRAMES_MIN,
  HEALTH_SCAN_LIMITS,
  HEALTH_SCAN_MESSAGES,
} from './health-scans';
import type { MessageTable } from './localize-message';
import {
  DOCUMENT_MAX_BYTES,
  IMAGE_MAX_BYTES,
  IMAGE_MAX_MEGAPIXELS,
  MEDIA_MESSAGES,
  MEDIA_TITLE_MAX_LENGTH,
  MEGABYTE,
  VIDEO_MAX_BYTES,
} from './media';
import { PASSWORD_MAX_LENGTH } from './auth';
import { PASSWORD_MESSAGES, PASSWORD_MIN_LENGTH } from './password-policy';
import { DELETION_REASON_MAX_LENGTH, NAME_MAX_LENGTH } from './profile';
import { MAX_ANSWERS, RESULT_BAND_DESCRIPTIONS } from './questionnaire';
import { UNSTORABLE_TEXT_MESSAGE } from './storable-text';
import { VIDEO_DESCRIPTION_MAX_LENGTH, VIDEO_MESSAGES } from './videos';
import { PROGRAMME_PAGE_LIMITS, PROGRAMME_PAGE_MESSAGES } from './partner-programmes';
import { NEWS_SUMMARY_MAX, NEWS_TITLE_MAX } from './news';
import { PROGRAMME_SETTINGS_LIMITS, PROGRAMME_SETTINGS_MESSAGES } from './programme-settings';
import { ENGAGEMENT_MAX_DAYS, ENGAGEMENT_MESSAGES } from './engagement';

export const CONTRACT_MESSAGES_ES: MessageTable = {
  // zod's own wording, for checks that carry none of ours.
  'Invalid input': 'Dato no válido',

  // Sign-in and email addresses (auth.ts, account-lifecycle.ts).
  'Enter a valid email address.': 'Escriba un correo electrónico válido.',
  'That email address is too long.': 'Ese correo electrónico es demasiado largo.',
  'Enter your password.': 'Escriba su contraseña.',
  'That password is too long.': 'Esa contraseña es demasiado larga.',
  'That device proof is not valid.': 'Esa prueba de dispositivo no es válida.',
  'Ask about fewer members at once.': 'Consulte menos miembros a la vez.',
  'Give the members as account ids separated by commas.':
    'Indique los miembros como identificadores de cuenta separados por comas.',
  'Enter your email address.': 'Escriba su correo electrónico.',
  "If there's an account for that address, we've sent it a link to choose a new password. The link works for 1 hour.":
    'Si hay una cuenta con ese correo, le enviamos un enlace para elegir una contraseña nueva. El enlace funciona durante 1 hora.',
  'Your password has been changed. You can sign in with it now.':
    'Su contraseña se cambió. Ya puede iniciar sesión con ella.',
  "We've sent you a new invitation. Check your email for the link.":
    'Le enviamos una invitación nueva. Busque el enlace en su correo.',
  'This link is not valid. Ask for a new one.': 'Este enlace no es válido. Pida uno nuevo.',
  'Accept the privacy policy to continue.': 'Acepte la política de privacidad para continuar.',
  'Choose a company.': 'Elija una empresa.',

  // Passwords (password-policy.ts, profile.ts).
  [PASSWORD_MESSAGES.minLength]: `Use al menos ${PASSWORD_MIN_LENGTH} caracteres.`,
  [PASSWORD_MESSAGES.maxLength]: `Use como máximo ${PASSWORD_MAX_LENGTH} caracteres.`,
  [PASSWORD_MESSAGES.containsName]: 'Su contraseña no puede contener su nombre ni su correo.',
  [PASSWORD_MESSAGES.mismatch]: 'Las contraseñas no coinciden.',
  [PASSWORD_MESSAGES.required]: 'Escriba una contraseña.',
  'Enter your current password.': 'Escriba su contraseña actual.',
  'Your current password is not correct.': 'Su contraseña actual no es correcta.',
  'Choose a new password that differs from your current one.': 'Elija una contraseña nueva distinta de la actual.',
  'Your password has been changed. Other devices have been signed out.':
    'Su contraseña se cambió. Se cerró la sesión en sus otros dispositivos.',

  // Profile (profile.ts).
  'Choose one of the offered languages.': 'Elija uno de los idiomas disponibles.',
  'Enter the date as YYYY-MM-DD.': 'Escriba la fecha como AAAA-MM-DD.',
  'Enter a real date.': 'Escriba una fecha que exista.',
  'Enter a date of birth after 1900.': 'Escriba una fecha de nacimiento posterior a 1900.',
  'A date of birth cannot be in the future.': 'La fecha de nacimiento no puede estar en el futuro.',
  'Enter a date of birth.': 'Escriba una fecha de nacimiento.',
  'Enter your first name.': 'Escriba su nombre.',
  'Enter your last name.': 'Escriba su apellido.',
  [`Use at most ${NAME_MAX_LENGTH} characters.`]: `Use como máximo ${NAME_MAX_LENGTH} caracteres.`,
  [`Use at most ${DELETION_REASON_MAX_LENGTH} characters.`]: `Use como máximo ${DELETION_REASON_MAX_LENGTH} caracteres.`,
  'Enter a phone number with its country code, such as +1 555 123 4567.':
    'Escriba un número de teléfono con su código de país, por ejemplo +1 555 123 4567.',
  'Choose on or off.': 'Elija activado o desactivado.',
  "We've received your request to delete your account. You have been signed out; we'll confirm by email once it is done.":
    'Recibimos su solicitud para eliminar su cuenta. Se cerró su sesión; le confirmaremos por correo cuando esté hecho.',

  // Devices (devices.ts).
  [DEVICE_MESSAGES.token]: 'Envíe el identificador del dispositivo que la plataforma le dio a la aplicación.',
  [DEVICE_MESSAGES.tokenTooLong]: `Un identificador de dispositivo tiene como máximo ${DEVICE_TOKEN_MAX} caracteres.`,
  [DEVICE_MESSAGES.platform]: 'Elija android o ios.',

  // The health scan (health-scans.ts).
  [HEALTH_SCAN_MESSAGES.engineName]: 'Nombre el motor del escaneo con minúsculas, números y guiones.',
  [HEALTH_SCAN_MESSAGES.engineVersion]: 'Indique la versión del motor del escaneo con tres números, como 1.0.0.',
  [HEALTH_SCAN_MESSAGES.startedAt]: 'Indique la hora de inicio del escaneo como fecha y hora ISO 8601.',
  [HEALTH_SCAN_MESSAGES.startedAtFuture]: 'El escaneo no puede empezar en el futuro.',
  [HEALTH_SCAN_MESSAGES.duration]: `Un escaneo dura de ${HEALTH_SCAN_LIMITS.durationMs.min / 1000} a ${HEALTH_SCAN_LIMITS.durationMs.max / 1000} segundos.`,
  [HEALTH_SCAN_MESSAGES.frames]: `Un escaneo tiene de ${HEALTH_SCAN_FRAMES_MIN} a ${HEALTH_SCAN_FRAMES_MAX} imágenes.`,
  [HEALTH_SCAN_MESSAGES.frameRate]: `Las imágenes no corresponden a la duración del escaneo: un escaneo ve de ${HEALTH_SCAN_LIMITS.framesPerSecond.min} a ${HEALTH_SCAN_LIMITS.framesPerSecond.max} imágenes por segundo.`,
  [HEALTH_SCAN_MESSAGES.heartRate]: `Una frecuencia cardíaca va de ${HEALTH_SCAN_LIMITS.bpm.min} a ${HEALTH_SCAN_LIMITS.bpm.max} latidos por minuto.`,
  [HEALTH_SCAN_MESSAGES.quality]: 'Elija buena o aceptable.',
  [HEALTH_SCAN_MESSAGES.snr]: `La relación señal-ruido va de ${HEALTH_SCAN_LIMITS.snrDb.min} a ${HEALTH_SCAN_LIMITS.snrDb.max} dB.`,
  [HEALTH_SCAN_MESSAGES.answer]: 'Responda sí o no.',
  [HEALTH_SCAN_MESSAGES.rateMedicine]: 'Elija ninguno, un betabloqueante, otro medicamento o no estoy seguro.',
  [HEALTH_SCAN_MESSAGES.ageBand]: 'Elija uno de los grupos de edad.',
  [HEALTH_SCAN_MESSAGES.sex]: 'Elija mujer, hombre, otro o prefiero no decirlo.',

  // Dependents (dependents.ts).
  'Choose spouse or partner, child or other.': 'Elija cónyuge o pareja, hijo o hija, u otro.',
  'Enter their first name.': 'Escriba su nombre.',
  'Enter their last name.': 'Escriba su apellido.',
  [CHILD_TOO_OLD_MESSAGE]: 'Un hijo o hija dependiente debe tener menos de {maxAge} años.',

  // Articles, videos and what they share (articles.ts, videos.ts, content.ts, ids.ts).
  [ARTICLE_MESSAGES.titleRequired]: 'Póngale un título al artículo.',
  [ARTICLE_MESSAGES.titleTooLong]: `Use como máximo ${ARTICLE_TITLE_MAX_LENGTH} caracteres para el título.`,
  [ARTICLE_MESSAGES.summaryTooLong]: `Use como máximo ${ARTICLE_SUMMARY_MAX_LENGTH} caracteres para el resumen.`,
  [ARTICLE_MESSAGES.bodyTooLong]: 'El artículo es demasiado largo.',
  [ARTICLE_MESSAGES.tooManyTags]: `Use como máximo ${ARTICLE_TAGS_MAX} etiquetas.`,
  [ARTICLE_MESSAGES.tagTooLong]: `Use como máximo ${ARTICLE_TAG_MAX_LENGTH} caracteres por etiqueta.`,
  [ARTICLE_MESSAGES.slug]: 'Use letras minúsculas, números y guiones para la dirección.',
  [ARTICLE_MESSAGES.notFound]: 'No encontramos ese artículo.',
  [ARTICLE_MESSAGES.conflict]: 'Otra persona guardó este artículo después de que usted lo abrió.',
  [ARTICLE_MESSAGES.slugTaken]: 'Otro artículo ya usa esa dirección.',
  [ARTICLE_MESSAGES.coverNotImage]: 'Elija una imagen para la portada.',
  [ARTICLE_MESSAGES.editorsOnly]: 'Solo los editores pueden cambiar artículos.',
  'Tags cannot be empty.': 'Las etiquetas no pueden estar vacías.',
  [VIDEO_MESSAGES.titleRequired]: 'Póngale un título al video.',
  // VIDEO_MESSAGES.titleTooLong is the article's, while both allow the same length.
  [VIDEO_MESSAGES.descriptionTooLong]: `Use como máximo ${VIDEO_DESCRIPTION_MAX_LENGTH} caracteres para la descripción.`,
  [VIDEO_MESSAGES.duration]: 'Escriba la duración en segundos enteros.',
  [VIDEO_MESSAGES.source]: 'Elija un video subido o escriba una dirección https://.',
  [VIDEO_MESSAGES.captions]: 'Los subtítulos deben ser un archivo WebVTT (que empiece con WEBVTT).',
  [VIDEO_MESSAGES.captionsTooLong]: 'Los subtítulos son demasiado largos.',
  [VIDEO_MESSAGES.notFound]: 'No encontramos ese video.',
  [VIDEO_MESSAGES.noCaptions]: 'Este video no tiene subtítulos.',
  [VIDEO_MESSAGES.conflict]: 'Otra persona guardó este video después de que usted lo abrió.',
  [VIDEO_MESSAGES.posterNotImage]: 'Elija una imagen para la miniatura.',
  [VIDEO_MESSAGES.sourceNotVideo]: 'Elija un video subido.',
  [VIDEO_MESSAGES.editorsOnly]: 'Solo los editores pueden cambiar videos.',
  [VIDEO_MESSAGES.position]: 'Envíe la posición en segundos.',
  'Choose one of the categories.': 'Elija una de las categorías.',
  'Choose draft or published.': 'Elija borrador o publicado.',
  'Use a shorter search.': 'Use una búsqueda más corta.',
  [`Use a page size from 1 to ${CONTENT_PAGE_SIZE_MAX}.`]: `Use un tamaño de página de 1 a ${CONTENT_PAGE_SIZE_MAX}.`,
  'Send the version you started editing.': 'Envíe la versión que empezó a editar.',
  'Choose an uploaded image.': 'Elija una imagen subida.',
  'That id is not valid.': 'Ese identificador no es válido.',
  'That page link is not valid.': 'Ese enlace de página no es válido.',

  // Media and the storage client (media.ts).
  [MEDIA_MESSAGES.unsupportedType]: 'Suba una imagen JPEG, PNG, WebP o HEIC, o un documento PDF.',
  [MEDIA_MESSAGES.notAnImage]: 'Suba una imagen JPEG, PNG, WebP o HEIC.',
  [MEDIA_MESSAGES.contentMismatch]: 'El contenido del archivo no corresponde a su tipo.',
  [MEDIA_MESSAGES.invalidImage]: 'El archivo no es una imagen válida.',
  [MEDIA_MESSAGES.imageTooManyPixels]: `Esta imagen es demasiado grande para procesarla. Use una de ${IMAGE_MAX_MEGAPIXELS} megapíxeles como máximo.`,
  [MEDIA_MESSAGES.imageTooLarge]: `Las imágenes pueden ocupar como máximo ${IMAGE_MAX_BYTES / MEGABYTE} MB.`,
  [MEDIA_MESSAGES.documentTooLarge]: `Los documentos PDF pueden ocupar como máximo ${DOCUMENT_MAX_BYTES / MEGABYTE} MB.`,
  [MEDIA_MESSAGES.videoTooLarge]: `Los videos pueden ocupar como máximo ${VIDEO_MAX_BYTES / MEGABYTE} MB. Use una dirección https para los más largos.`,
  [MEDIA_MESSAGES.notAVideo]: 'Suba un video MP4 o WebM.',
  [MEDIA_MESSAGES.videoEditorsOnly]: 'Solo los editores y los administradores pueden subir videos.',
  [MEDIA_MESSAGES.videoNotShared]: 'Los videos se comparten con todo el programa: súbalos con shared=true.',
  [MEDIA_MESSAGES.quotaExceeded]: 'Con este archivo superaría su espacio de almacenamiento. Elimine algo primero.',
  [MEDIA_MESSAGES.empty]: 'El archivo está vacío.',
  [MEDIA_MESSAGES.titleRequired]: 'Póngale un título al archivo.',
  [MEDIA_MESSAGES.sharedForbidden]:
    'Solo los editores y administradores pueden compartir archivos con todo el programa.',
  [MEDIA_MESSAGES.notFound]: 'No encontramos ese archivo.',
  [`Use at most ${MEDIA_TITLE_MAX_LENGTH} characters.`]: `Use como máximo ${MEDIA_TITLE_MAX_LENGTH} caracteres.`,
  'Something went wrong with the file. Try again in a moment.':
    'Algo salió mal con el archivo. Inténtelo de nuevo en un momento.',
  'This programme has no file storage.': 'Este programa no tiene almacenamiento de archivos.',
  'Sign in again to continue.': 'Vuelva a iniciar sesión para continuar.',
  'Your account is not allowed to open that file.': 'Su cuenta no tiene permiso para abrir ese archivo.',
  'The upload took too long. Check your connection and try again.':
    'La carga tardó demasiado. Revise su conexión e inténtelo de nuevo.',
  'The file was damaged on the way. Try again.': 'El archivo se dañó en el camino. Inténtelo de nuevo.',
  'The upload was cancelled.': 'La carga se canceló.',
  'That file address is not valid.': 'Esa dirección de archivo no es válida.',
  'Choose a file to upload.': 'Elija un archivo para subir.',
  'The file changed while it was being uploaded. Choose it again.':
    'El archivo cambió mientras se subía. Elíjalo de nuevo.',
  'The file is too large.': 'El archivo es demasiado grande.',

  // Partner programme pages (partner-programmes.ts).
  [PROGRAMME_PAGE_MESSAGES.locale]: 'Elija inglés o español.',
  [PROGRAMME_PAGE_MESSAGES.nameRequired]: 'Póngale un nombre al programa.',
  [PROGRAMME_PAGE_MESSAGES.nameTooLong]: `Use como máximo ${PROGRAMME_PAGE_LIMITS.name} caracteres para el nombre.`,
  [PROGRAMME_PAGE_MESSAGES.summaryRequired]: 'Diga qué ofrece el programa.',
  [PROGRAMME_PAGE_MESSAGES.summaryTooLong]: `Use como máximo ${PROGRAMME_PAGE_LIMITS.summary} caracteres para el resumen.`,
  [PROGRAMME_PAGE_MESSAGES.offersRequired]: 'Escriba al menos una cosa que ofrece el programa.',
  [PROGRAMME_PAGE_MESSAGES.tooManyOffers]: `Escriba como máximo ${PROGRAMME_PAGE_LIMITS.offers} cosas que ofrece el programa.`,
  [PROGRAMME_PAGE_MESSAGES.offerRequired]: 'Un elemento de la lista no puede estar vacío.',
  [PROGRAMME_PAGE_MESSAGES.offerTooLong]: `Use como máximo ${PROGRAMME_PAGE_LIMITS.offer} caracteres para cada elemento de la lista.`,
  [PROGRAMME_PAGE_MESSAGES.eligibilityRequired]: 'Diga quién puede usar el programa.',
  [PROGRAMME_PAGE_MESSAGES.eligibilityTooLong]: `Use como máximo ${PROGRAMME_PAGE_LIMITS.eligibility} caracteres para quién puede usarlo.`,
  [PROGRAMME_PAGE_MESSAGES.dependents]: 'Diga si se incluye a los dependientes.',
  [PROGRAMME_PAGE_MESSAGES.hoursRequired]: 'Diga cuándo se puede contactar al programa.',
  [PROGRAMME_PAGE_MESSAGES.hoursTooLong]: `Use como máximo ${PROGRAMME_PAGE_LIMITS.hours} caracteres para el horario.`,
  [PROGRAMME_PAGE_MESSAGES.callToActionRequired]: 'Escriba el texto del botón o del enlace.',
  [PROGRAMME_PAGE_MESSAGES.callToActionTooLong]: `Use como máximo ${PROGRAMME_PAGE_LIMITS.callToAction} caracteres para el texto.`,
  [PROGRAMME_PAGE_MESSAGES.contactKind]: 'Elija teléfono, sitio web o inicio de sesión como forma de contacto.',
  [PROGRAMME_PAGE_MESSAGES.phone]:
    'Escriba un número de teléfono que se pueda marcar, por ejemplo +1 555 010 0123 o 1-800-555-0123.',
  [PROGRAMME_PAGE_MESSAGES.url]: 'Escriba una dirección web segura que empiece con https://.',
  [PROGRAMME_PAGE_MESSAGES.partner]: 'Elija uno de los socios de inicio de sesión.',
  [PROGRAMME_PAGE_MESSAGES.adminsOnly]: 'Solo un administrador puede cambiar la página de un programa.',

  // The admin console's Programme section (programme-settings.ts).
  [PROGRAMME_SETTINGS_MESSAGES.adminsOnly]: 'Solo un administrador puede cambiar la configuración del programa.',
  [PROGRAMME_SETTINGS_MESSAGES.announcementTitleRequired]: 'Póngale un título al anuncio.',
  [PROGRAMME_SETTINGS_MESSAGES.announcementTitleTooLong]: `Use como máximo ${NEWS_TITLE_MAX} caracteres para el título del anuncio.`,
  [PROGRAMME_SETTINGS_MESSAGES.announcementSummaryRequired]: 'Escriba lo que dice el anuncio.',
  [PROGRAMME_SETTINGS_MESSAGES.announcementSummaryTooLong]: `Use como máximo ${NEWS_SUMMARY_MAX} caracteres para el anuncio.`,
  [PROGRAMME_SETTINGS_MESSAGES.announcementNotFound]: 'No se encontró ese anuncio.',
  [PROGRAMME_SETTINGS_MESSAGES.documentTitleRequired]: 'Póngale un título a la página.',
  [PROGRAMME_SETTINGS_MESSAGES.documentTitleTooLong]: `Use como máximo ${PROGRAMME_SETTINGS_LIMITS.documentTitle} caracteres para el título de la página.`,
  [PROGRAMME_SETTINGS_MESSAGES.documentBodyRequired]: 'Escriba el texto de la página.',
  [PROGRAMME_SETTINGS_MESSAGES.documentBodyTooLong]: `El texto es demasiado largo: use como máximo ${PROGRAMME_SETTINGS_LIMITS.documentBody} caracteres.`,
  [PROGRAMME_SETTINGS_MESSAGES.supportHoursRequired]: 'Diga cuándo atiende la línea de ayuda.',
  [PROGRAMME_SETTINGS_MESSAGES.supportHoursTooLong]: `Use como máximo ${PROGRAMME_SETTINGS_LIMITS.supportHours} caracteres para el horario de la línea de ayuda.`,

  // Analytics events (analytics.ts, ingestion.ts).
  'Send the content’s id.': 'Envíe el identificador del contenido.',
  'Send the route’s pattern, such as /dashboard/home.': 'Envíe el patrón de la ruta, como /dashboard/home.',
  'Send the member’s analytics id.': 'Envíe el identificador de estadísticas del miembro.',
  'Give every event a UUID.': 'Dé a cada evento un UUID.',
  'This event does not carry that property: send only the ones its catalogue entry allows.':
    'Este evento no lleva esa propiedad: envíe solo las que permite su entrada del catálogo.',
  'Send only id, name, occurred_at, platform, member_id and properties.':
    'Envíe solo id, name, occurred_at, platform, member_id y properties.',
  'Use an event name from the catalogue.': 'Use un nombre de evento del catálogo.',
  'Send at least one event.': 'Envíe al menos un evento.',
  'Send at most 100 events in a batch.': 'Envíe como máximo 100 eventos por lote.',
  'A batch may be at most 64 KiB: send fewer events at a time.':
    'Un lote puede ocupar como máximo 64 KiB: envíe menos eventos cada vez.',
  'Send only events from the last 31 days, none more than 10 minutes ahead.':
    'Envíe solo eventos de los últimos 31 días, ninguno más de 10 minutos en el futuro.',
  'Send a time as an ISO 8601 date and time, such as 2026-11-01T00:00:00Z.':
    'Envíe una hora como fecha y hora ISO 8601, por ejemplo 2026-11-01T00:00:00Z.',
  'Use a year from 1900 to 2199.': 'Use un año entre 1900 y 2199.',
  'The end of the range must come after its start.': 'El final del periodo debe ser posterior a su inicio.',
  'Choose a range of at most 400 days.': 'Elija un periodo de 400 días como máximo.',
  'Choose between 1 and 10 event names.': 'Elija entre 1 y 10 nombres de evento.',
  'Choose events, members or both.': 'Elija events, members o ambos.',
  'Too many event batches from this app. Try again in a minute.':
    'Demasiados lotes de eventos desde esta aplicación. Inténtelo de nuevo en un minuto.',
  'This programme’s apps have sent more events this minute than it accepts. Try again after the time in Retry-After.':
    'Las aplicaciones de este programa enviaron en este minuto más eventos de los que acepta. Inténtelo de nuevo pasado el tiempo que indica Retry-After.',
  'This programme’s apps have sent as many events as it accepts in a day. Try again after the time in Retry-After.':
    'Las aplicaciones de este programa enviaron todos los eventos que acepta en un día. Inténtelo de nuevo pasado el tiempo que indica Retry-After.',
  'This programme is already running as many analytics queries as it may at once. Try again in a few seconds.':
    'Este programa ya está ejecutando todas las consultas de analítica que puede a la vez. Inténtelo de nuevo en unos segundos.',

  // The questionnaire's checks and results (questionnaire.ts).
  'Use a short lower-case id.': 'Use un identificador corto en minúsculas.',
  'Question {id} is a yes-no question: give it exactly 2 options.':
    'La pregunta {id} es de sí o no: dele exactamente 2 opciones.',
  'Question {id} has two options with the same value.': 'La pregunta {id} tiene dos opciones con el mismo valor.',
  'Question id {id} is used twice.': 'El identificador de pregunta {id} se usa dos veces.',
  'Question {id}: the {instrument} instrument takes values {min} to {max}, not {value}.':
    'Pregunta {id}: el instrumento {instrument} admite valores de {min} a {max}, no {value}.',
  'The WHO-5 has exactly 5 questions, each with the 6 options 0 to 5.':
    'El WHO-5 tiene exactamente 5 preguntas, cada una con las 6 opciones de 0 a 5.',
  [`Send at most ${MAX_ANSWERS} answers.`]: `Envíe como máximo ${MAX_ANSWERS} respuestas.`,
  [RESULT_BAND_DESCRIPTIONS['doing-well']]:
    'Sus respuestas indican que en este aspecto le va bien. Siga haciendo lo que le funciona.',
  [RESULT_BAND_DESCRIPTIONS['worth-attention']]:
    'Sus respuestas indican que este aspecto podría necesitar un poco de cuidado. Los cambios pequeños pueden hacer una diferencia.',
  [RESULT_BAND_DESCRIPTIONS['talk-to-someone']]:
    'Sus respuestas indican que este aspecto es difícil en este momento. Hablarlo con alguien de confianza o con un profesional puede ayudar.',

  // The clinic library (clinic-library.ts).
  [CONDITION_NOT_FOUND_MESSAGE]: 'No se encontró esa afección.',
  [CLINIC_UNAVAILABLE_MESSAGE]:
    'La biblioteca clínica no está disponible en este momento. Inténtelo de nuevo en unos minutos.',
  'Choose a letter from A to Z.': 'Elija una letra de la A a la Z.',
  'That search is too long.': 'Esa búsqueda es demasiado larga.',

  // Text PostgreSQL cannot store (storable-text.ts): the server puts it after "The field "…"".
  [UNSTORABLE_TEXT_MESSAGE]:
    'contiene un carácter que no se puede guardar (un carácter nulo o un emoji dañado). Quítelo e inténtelo de nuevo.',

  // Eligibility files (eligibility.ts).
  'Name the file.': 'Indique el nombre del archivo.',
  'That file name is too long.': 'Ese nombre de archivo es demasiado largo.',
  'Choose add, update, unchanged, terminate or error.': 'Elija add, update, unchanged, terminate o error.',
  'The page must be a whole number from 1.': 'La página debe ser un número entero desde 1.',
  'The page size must be a whole number from 1 to 200.': 'El tamaño de página debe ser un número entero de 1 a 200.',

  // The engagement report's range (engagement.ts).
  [ENGAGEMENT_MESSAGES.date]: 'Envíe una fecha como AAAA-MM-DD.',
  [ENGAGEMENT_MESSAGES.order]: 'La fecha de inicio no puede ser posterior a la de fin.',
  [ENGAGEMENT_MESSAGES.span]: `Elija un periodo de ${ENGAGEMENT_MAX_DAYS / 7} semanas como máximo.`,
  // The admin console's Members and Audit log sections (admin-members.ts, audit.ts).
  [`Use a page size from 1 to ${ADMIN_MEMBERS_PAGE_SIZE_MAX}.`]: `Use un tamaño de página de 1 a ${ADMIN_MEMBERS_PAGE_SIZE_MAX}.`,
  'Choose one of the statuses.': 'Elija uno de los estados.',
  'Choose one of the companies.': 'Elija una de las empresas.',
  'Choose one of the events.': 'Elija uno de los eventos.',
  'That account id is not valid.': 'Ese identificador de cuenta no es válido.',
  'Enter a shorter email address.': 'Escriba una dirección de correo más corta.',
  'The start date must be on or before the end date.': 'La fecha de inicio debe ser igual o anterior a la de fin.',
  [ACCOUNT_DEACTIVATED_MESSAGE]: 'Esta cuenta fue desactivada. Comuníquese con el administrador de su programa.',
  [MEMBER_NOT_FOUND_MESSAGE]: 'No hay ningún miembro así en este programa.',
  [RESEND_NOT_INVITED_MESSAGE]:
    'Solo se puede enviar una nueva invitación a un miembro que todavía no la aceptó. Este miembro ya se unió o está desactivado.',
  [DEACTIVATE_YOURSELF_MESSAGE]: 'No puede desactivar su propia cuenta. Pídaselo a otro administrador de su programa.',
  [DEACTIVATE_LAST_ADMIN_MESSAGE]:
    'Es el último administrador activo del programa. Primero haga administrador a otro miembro.',
  [ALREADY_DEACTIVATED_MESSAGE]: 'Este miembro ya está desactivado.',
  [NOT_DEACTIVATED_MESSAGE]: 'Este miembro no está desactivado.',
  // Download my data (data-export.ts).
  [DATA_EXPORT_MESSAGES.notFound]: 'No se encontró esa descarga o ya no está disponible.',
  [DATA_EXPORT_MESSAGES.tooMany]: 'Ya pidió sus datos varias veces en esta hora. Inténtelo de nuevo más tarde.',
  [DATA_EXPORT_MESSAGES.tooOften]:
    'Está pidiendo sus datos con demasiada frecuencia. Espere un minuto e inténtelo de nuevo.',
  // Passkeys (passkeys.ts).
  [PASSKEY_MESSAGES.nameRequired]: 'Dé un nombre a la llave de acceso, como el del dispositivo en el que está.',
  [PASSKEY_MESSAGES.nameTooLong]: `Use un nombre de ${PASSKEY_NAME_MAX_LENGTH} caracteres o menos.`,
  [PASSKEY_MESSAGES.responseInvalid]: 'La respuesta de la llave de acceso no es válida. Inténtelo de nuevo.',
  // Two-step sign-in, step-up and the programme's rules (sign-in-security.ts).
  [SIGN_IN_SECURITY_MESSAGES.requirement]: 'Elija quién debe usar el inicio de sesión en dos pasos.',
  [SIGN_IN_SECURITY_MESSAGES.idleMinutes]: `Elija entre ${SESSION_IDLE_MINUTES.min} y ${SESSION_IDLE_MINUTES.max} minutos.`,
  [SIGN_IN_SECURITY_MESSAGES.codeRequired]:
    'Escriba el código de su aplicación de autenticación o uno de sus códigos de recuperación.',
  [SIGN_IN_SECURITY_MESSAGES.codeFormat]:
    'Escriba el código de 6 dígitos de su aplicación de autenticación o uno de sus códigos de recuperación.',
  [SIGN_IN_SECURITY_MESSAGES.codeWrong]: 'Ese código no es correcto o ya se usó. Pruebe con el código más reciente.',
  [SIGN_IN_SECURITY_MESSAGES.ticketEnded]:
    'Su inicio de sesión tardó demasiado. Vuelva a escribir su correo electrónico y su contraseña.',
  [SIGN_IN_SECURITY_MESSAGES.stepUpRequired]:
    'Confirme que es usted: escriba su contraseña o un código de su aplicación de autenticación.',
  [SIGN_IN_SECURITY_MESSAGES.stepUpWrong]: 'Esa contraseña o ese código no es correcto.',
  [SIGN_IN_SECURITY_MESSAGES.stepUpMissing]: 'Escriba su contraseña o un código.',
  [SIGN_IN_SECURITY_MESSAGES.setupRequired]:
    'Su programa le pide configurar el inicio de sesión en dos pasos antes de continuar.',
  [SIGN_IN_SECURITY_MESSAGES.noSetupInProgress]:
    'Vuelva a empezar la configuración de la aplicación de autenticación: esa configuración terminó.',
  [SIGN_IN_SECURITY_MESSAGES.alreadyEnabled]:
    'El inicio de sesión en dos pasos con una aplicación de autenticación ya está activado.',
  [SIGN_IN_SECURITY_MESSAGES.notEnabled]:
    'El inicio de sesión en dos pasos con una aplicación de autenticación no está activado.',
  [SIGN_IN_SECURITY_MESSAGES.requiredByProgramme]:
    'Su programa exige el inicio de sesión en dos pasos: agregue una llave de acceso antes de desactivar la aplicación.',
  [SIGN_IN_SECURITY_MESSAGES.adminsOnly]: 'Solo un administrador puede cambiar cómo inician sesión los miembros.',
  [SIGN_IN_SECURITY_MESSAGES.cannotResetOwn]:
    'Restablezca su propio inicio de sesión en dos pasos desde Perfil → Seguridad.',
  [SIGN_IN_SECURITY_MESSAGES.memberNotFound]: 'No se encontró a ese miembro.',
  [SIGN_IN_SECURITY_MESSAGES.authenticatorCodeFormat]:
    'Escriba el código de 6 dígitos que muestra su aplicación de autenticación.',
  // Signing the app in through the website (app-sign-in.ts).
  [APP_SIGN_IN_MESSAGES.challenge]:
    'Ese inicio de sesión no vino de la aplicación. Empiece de nuevo desde la aplicación.',
  [APP_SIGN_IN_MESSAGES.ended]:
    'Ese inicio de sesión terminó o ya se usó. Vuelva a iniciar sesión desde la aplicación.',
  // Incentives (incentives.ts).
  [INCENTIVE_MESSAGES.planDates]: 'Escriba el primer y el último día del plan.',
  [INCENTIVE_MESSAGES.planEndsBeforeStart]: 'El último día del plan debe ser posterior al primero.',
  [INCENTIVE_MESSAGES.planTooLong]: 'Un plan abarca como máximo dos años.',
  [INCENTIVE_MESSAGES.planOverlaps]: 'Las fechas de ese plan se superponen con el año de otro plan.',
  [INCENTIVE_MESSAGES.planNotFound]: 'No se encontró ese plan.',
  [INCENTIVE_MESSAGES.planEnded]: 'Un plan cuyo año terminó se puede consultar, pero no modificar.',
  [INCENTIVE_MESSAGES.noPlan]: 'Su programa no tiene ahora un plan de recompensas en curso.',
  [INCENTIVE_MESSAGES.activitiesRequired]: 'Elija al menos una actividad que otorgue puntos.',
  [INCENTIVE_MESSAGES.activityTwice]: 'Cada actividad puede aparecer una sola vez en un plan.',
  [INCENTIVE_MESSAGES.customKeyTwice]: 'Cada actividad personalizada necesita su propia clave.',
  [INCENTIVE_MESSAGES.customKey]: 'Use letras minúsculas, dígitos y guiones para la clave (como máximo 40).',
  [INCENTIVE_MESSAGES.customTitle]: 'Ponga nombre a la actividad (como máximo 80 caracteres).',
  [INCENTIVE_MESSAGES.points]: 'Escriba puntos enteros de 1 a 100.000.',
  [INCENTIVE_MESSAGES.cap]: 'Escriba un límite de 1 a 1.000.',
  [INCENTIVE_MESSAGES.levelsRequired]: 'Agregue al menos un nivel.',
  [INCENTIVE_MESSAGES.levelsTooMany]: 'Un plan tiene como máximo 10 niveles.',
  [INCENTIVE_MESSAGES.levelsAscending]: 'Cada nivel necesita más puntos que el anterior.',
  [INCENTIVE_MESSAGES.levelName]: 'Ponga nombre al nivel (como máximo 40 caracteres).',
  [INCENTIVE_MESSAGES.levelReward]: 'Describa la recompensa (como máximo 120 caracteres) o déjela vacía.',
  [INCENTIVE_MESSAGES.activityNotInPlan]: 'Esa actividad no otorga puntos en el plan de su programa.',
  [INCENTIVE_MESSAGES.alreadyReported]: 'Ya informó esa actividad para ese día.',
  [INCENTIVE_MESSAGES.capReached]: 'Alcanzó el límite de esa actividad.',
  [INCENTIVE_MESSAGES.reportDate]: 'Elija un día dentro del año del plan, no en el futuro.',
  [INCENTIVE_MESSAGES.attestation]: 'Confirme que hizo la actividad.',
  [INCENTIVE_MESSAGES.adjustmentPoints]:
    'Escriba los puntos que se suman o se restan: un número entero de −100.000 a 100.000, distinto de 0.',
  [INCENTIVE_MESSAGES.adjustmentReason]: 'Indique el motivo (como máximo 500 caracteres).',
  [INCENTIVE_MESSAGES.adjustmentBelowZero]: 'Eso dejaría los puntos del miembro por debajo de cero.',
  [INCENTIVE_MESSAGES.adminsOnly]: 'Solo un administrador puede gestionar el plan de recompensas.',
  [INCENTIVE_MESSAGES.alternativeReason]:
    'Cuéntenos brevemente por qué (como máximo 1.000 caracteres). No necesita dar un diagnóstico.',
  [INCENTIVE_MESSAGES.alternativePending]: 'Ya pidió una alternativa para esa actividad: su programa le responderá.',
  [INCENTIVE_MESSAGES.alternativeNotFound]: 'No se encontró esa solicitud.',
  [INCENTIVE_MESSAGES.alternativeDecided]: 'Esa solicitud ya tiene respuesta.',
  [INCENTIVE_MESSAGES.alternativeDecision]:
    'Apruebe con una actividad alternativa o con puntos, o rechace indicando el motivo.',
  [INCENTIVE_MESSAGES.alternativeText]: 'Describa la actividad alternativa (como máximo 500 caracteres).',
  [INCENTIVE_MESSAGES.declineReason]: 'Indique por qué se rechaza la solicitud (como máximo 500 caracteres).',
  [INCENTIVE_MESSAGES.alternativeNotApproved]: 'Esa alternativa no está disponible para usted.',
  [INCENTIVE_MESSAGES.alternativeAlreadyDone]: 'Ya hizo esa alternativa.',
  [INCENTIVE_MESSAGES.alternativeStatus]: 'Elija pendientes o todas.',
  // Challenges (challenges.ts).
  [CHALLENGE_MESSAGES.title]: 'Ponga nombre al desafío (como máximo 80 caracteres).',
  [CHALLENGE_MESSAGES.description]: 'Describa el desafío en 500 caracteres como máximo, o déjelo vacío.',
  [CHALLENGE_MESSAGES.kind]: 'Elija pasos, minutos activos o un hábito diario.',
  [CHALLENGE_MESSAGES.goalType]: 'Elija una meta por día o un total.',
  [CHALLENGE_MESSAGES.goal]: 'Escriba la meta como un número entero desde 1.',
  [CHALLENGE_MESSAGES.goalSteps]: 'Una meta de pasos es como máximo de 100.000 por cada día del desafío.',
  [CHALLENGE_MESSAGES.goalMinutes]: 'Una meta de minutos activos es como máximo de 1.440 por cada día del desafío.',
  [CHALLENGE_MESSAGES.habitGoal]: 'Un hábito diario se marca una vez al día: elija una meta por día de 1.',
  [CHALLENGE_MESSAGES.daysRequired]:
    'Indique en cuántos días debe cumplirse la meta: de 1 al número de días del desafío.',
  [CHALLENGE_MESSAGES.teamMode]: 'Elija individual, equipos que eligen los miembros o equipos que asigna el programa.',
  [CHALLENGE_MESSAGES.teams]: 'Ponga nombre a entre 2 y 20 equipos, cada uno de 40 caracteres como máximo.',
  [CHALLENGE_MESSAGES.teamsUnique]: 'Cada equipo necesita su propio nombre.',
  [CHALLENGE_MESSAGES.teamsIndividual]: 'Un desafío individual no tiene equipos.',
  [CHALLENGE_MESSAGES.dates]: 'Escriba el primer y el último día del desafío.',
  [CHALLENGE_MESSAGES.endsBeforeStart]: 'El último día no puede ser anterior al primero.',
  [CHALLENGE_MESSAGES.tooLong]: 'Un desafío dura como máximo 366 días.',
  [CHALLENGE_MESSAGES.endsInPast]:
    'El último día no puede ser anterior a hoy: un desafío no puede configurarse por completo en el pasado.',
  [CHALLENGE_MESSAGES.joinUntil]:
    'Los miembros pueden unirse desde 30 días antes del inicio hasta el último día: elija un día entre ambos.',
  [CHALLENGE_MESSAGES.points]: 'Escriba los puntos por completarlo: un número entero de 1 a 100.000.',
  [CHALLENGE_MESSAGES.notFound]: 'No se encontró ese desafío.',
  [CHALLENGE_MESSAGES.ended]: 'Ese desafío terminó: se puede consultar, pero no modificar.',
  [CHALLENGE_MESSAGES.teamModeLocked]:
    'Ya se unieron miembros: el tipo del desafío y la forma de armar los equipos ya no pueden cambiar.',
  [CHALLENGE_MESSAGES.teamInUse]: 'No se puede quitar un equipo con miembros. Primero cambie de equipo a sus miembros.',
  [CHALLENGE_MESSAGES.adminsOnly]: 'Solo un administrador puede gestionar los desafíos.',
  [CHALLENGE_MESSAGES.participantNotFound]: 'Ese miembro no se unió a este desafío.',
  [CHALLENGE_MESSAGES.teamNotFound]: 'Elija uno de los equipos del desafío.',
  [CHALLENGE_MESSAGES.teamRequired]: 'Elija un equipo para unirse.',
  [CHALLENGE_MESSAGES.noTeams]: 'Este desafío no tiene equipos.',
  [CHALLENGE_MESSAGES.joinClosed]: 'El plazo para unirse a este desafío terminó.',
  [CHALLENGE_MESSAGES.joinNotOpen]: 'Podrá unirse a este desafío a partir del {date}.',
  [CHALLENGE_MESSAGES.alreadyJoined]: 'Ya se unió a este desafío.',
  [CHALLENGE_MESSAGES.notJoined]: 'Primero únase al desafío.',
  [CHALLENGE_MESSAGES.displayName]:
    'Escriba el nombre que se mostrará en la clasificación (como máximo 40 caracteres), o elija no mostrar un nombre.',
  [CHALLENGE_MESSAGES.displayNameEmail]:
    'Un nombre en la clasificación no puede ser una dirección de correo electrónico: quite la @.',
  [CHALLENGE_MESSAGES.displayNameInvisible]:
    'Un nombre en la clasificación no puede tener caracteres invisibles ni que cambien la dirección del texto: quite {character}.',
  [CHALLENGE_MESSAGES.displayNameMarkup]: 'Un nombre en la clasificación no puede tener marcado: quite < y >.',
  [CHALLENGE_MESSAGES.displayNameCharacter]:
    "Un nombre en la clasificación solo puede tener letras, cifras, espacios y . , ' ’ - _ ! ? & ( ): quite «{character}».",
  [CHALLENGE_MESSAGES.displayNameMarks]:
    'En un nombre de la clasificación, los acentos y demás signos van sobre una letra, como máximo 3 en cada una.',
  [CHALLENGE_MESSAGES.entryDay]: 'Elija un día del desafío que no esté en el futuro.',
  [CHALLENGE_MESSAGES.entryClosed]: 'Este desafío se cerró: sus registros ya no pueden cambiar.',
  [CHALLENGE_MESSAGES.entryValue]: 'Escriba un número entero desde 0.',
  [CHALLENGE_MESSAGES.entrySteps]: 'Escriba como máximo 100.000 pasos por día.',
  [CHALLENGE_MESSAGES.entryMinutes]: 'Escriba como máximo 1.440 minutos activos por día.',
  [CHALLENGE_MESSAGES.entryHabit]: 'Marque 1 (hecho) o 0 (no hecho).',
  [CHALLENGE_MESSAGES.entrySource]: 'Envíe el origen como manual o phone.',
  [CHALLENGE_MESSAGES.phoneSteps]: 'Indique si se usa el recuento de pasos del teléfono, con true o false.',
};
