/**
 * The Spanish of the server's own messages (error answers, rate limits,
 * validation), keyed by the English text like the contracts' table
 * (`@portal/contracts/contract-messages-es`). A message with a value is a
 * pattern with named placeholders (`{field}`, `{max}`), filled with
 * `fillMessage` where it is thrown or matched back from the English here. A
 * test (server-messages-es.test.ts) fails when a message of the server has no
 * entry.
 */
import type { MessageTable } from '@portal/contracts/localize-message';

export const SERVER_MESSAGES_ES: MessageTable = {
  // The platform: errors, load shedding, rate limits, unknown routes (app.ts, plugins, web-routes).
  'Sign in to continue.': 'Inicie sesión para continuar.',
  'Your account is not allowed to do that.': 'Su cuenta no tiene permiso para hacer eso.',
  'Your session has ended. Sign in again.': 'Su sesión terminó. Vuelva a iniciar sesión.',
  'Your session has already ended.': 'Su sesión ya había terminado.',
  'That session has ended or is not one of yours.': 'Esa sesión ya terminó o no es una de las suyas.',
  'The service is busy. Try again in a moment.': 'El servicio está ocupado. Inténtelo de nuevo en un momento.',
  'Something went wrong on our side. Try again in a moment.':
    'Algo salió mal de nuestro lado. Inténtelo de nuevo en un momento.',
  'Too many requests. Try again in a minute.': 'Demasiadas solicitudes. Inténtelo de nuevo en un minuto.',
  // Operations: the database gone for a moment, readiness, the metrics' token.
  'The service is briefly unavailable. Try again in a moment.':
    'El servicio no está disponible por un momento. Inténtelo de nuevo en un momento.',
  'Not ready: this instance is shutting down.': 'No está listo: esta instancia se está apagando.',
  'Not ready: the database or the media storage is not available.':
    'No está listo: la base de datos o el almacenamiento de archivos no está disponible.',
  'Send the metrics token.': 'Envíe el token de las métricas.',
  'The request body is not valid JSON.': 'El cuerpo de la solicitud no es un JSON válido.',
  'The request body is too large.': 'El cuerpo de la solicitud es demasiado grande.',
  'Send the request body as application/json.': 'Envíe el cuerpo de la solicitud como application/json.',
  'There is nothing at {method} {path}.': 'No hay nada en {method} {path}.',
  'The web app has not been built yet. Run `npm run build` (or `npm start`) from the repository root.':
    'La aplicación web todavía no está compilada. Ejecute `npm run build` (o `npm start`) desde la raíz del repositorio.',
  'Unknown brand "{brand}".': 'Marca desconocida: "{brand}".',
  'This programme is not set up yet. Ask the operator to run `seed`.':
    'Este programa todavía no está configurado. Pida al operador que ejecute `seed`.',

  // Validation (lib/validation.ts): {field} is the input's path, as sent.
  'The request must be a JSON object.': 'La solicitud debe ser un objeto JSON.',
  'The request is not valid.': 'La solicitud no es válida.',
  'The field "{field}" is required.': 'El campo "{field}" es obligatorio.',
  'The field "{field}" is not valid (invalid input).': 'El campo "{field}" no es válido.',
  'The field "{field}" must be a string.': 'El campo "{field}" debe ser un texto.',
  'The field "{field}" must be a number.': 'El campo "{field}" debe ser un número.',
  'The field "{field}" must be a whole number.': 'El campo "{field}" debe ser un número entero.',
  'The field "{field}" must be a boolean.': 'El campo "{field}" debe ser verdadero o falso.',
  'The field "{field}" must be an object.': 'El campo "{field}" debe ser un objeto.',
  'The field "{field}" must be an array.': 'El campo "{field}" debe ser una lista.',
  'The field "{field}" must be null.': 'El campo "{field}" debe ser nulo.',
  'The field "{field}" must be a value of another type.': 'El campo "{field}" debe ser un valor de otro tipo.',
  'The field "{field}" contains a character that cannot be saved (a null character or a broken emoji). Remove it and try again.':
    'El campo "{field}" contiene un carácter que no se puede guardar (un carácter nulo o un emoji dañado). Quítelo e inténtelo de nuevo.',
  'The request contains a character that cannot be saved (a null character or a broken emoji). Remove it and try again.':
    'La solicitud contiene un carácter que no se puede guardar (un carácter nulo o un emoji dañado). Quítelo e inténtelo de nuevo.',

  // Signing in (modules/identity/sign-in).
  'Only an admin of this programme can manage its members.':
    'Solo un administrador de este programa puede gestionar a sus miembros.',
  "That email and password don't match an account on this programme.":
    'Ese correo y esa contraseña no corresponden a ninguna cuenta de este programa.',
  'Too many sign-in attempts. Try again in a minute.':
    'Demasiados intentos de inicio de sesión. Inténtelo de nuevo en un minuto.',
  'Too many sign-in attempts for this account. Try again in 1 second, or reset your password if you have forgotten it.':
    'Demasiados intentos de inicio de sesión en esta cuenta. Inténtelo de nuevo en 1 segundo, o restablezca su contraseña si la olvidó.',
  'Too many sign-in attempts for this account. Try again in {count} seconds, or reset your password if you have forgotten it.':
    'Demasiados intentos de inicio de sesión en esta cuenta. Inténtelo de nuevo en {count} segundos, o restablezca su contraseña si la olvidó.',
  'Too many sign-in attempts for this account. Try again in 1 minute, or reset your password if you have forgotten it.':
    'Demasiados intentos de inicio de sesión en esta cuenta. Inténtelo de nuevo en 1 minuto, o restablezca su contraseña si la olvidó.',
  'Too many sign-in attempts for this account. Try again in {count} minutes, or reset your password if you have forgotten it.':
    'Demasiados intentos de inicio de sesión en esta cuenta. Inténtelo de nuevo en {count} minutos, o restablezca su contraseña si la olvidó.',
  'Too many wrong codes for this account. Try again in 1 second.':
    'Demasiados códigos incorrectos en esta cuenta. Inténtelo de nuevo en 1 segundo.',
  'Too many wrong codes for this account. Try again in {count} seconds.':
    'Demasiados códigos incorrectos en esta cuenta. Inténtelo de nuevo en {count} segundos.',
  'Too many wrong codes for this account. Try again in 1 minute.':
    'Demasiados códigos incorrectos en esta cuenta. Inténtelo de nuevo en 1 minuto.',
  'Too many wrong codes for this account. Try again in {count} minutes.':
    'Demasiados códigos incorrectos en esta cuenta. Inténtelo de nuevo en {count} minutos.',
  'The ingestion key is missing or not valid for this programme.':
    'Falta la clave de ingesta o no es válida para este programa.',

  // Passwords, invitations and password recovery.
  'This password is too common; choose something less predictable.':
    'Esta contraseña es demasiado común; elija una menos predecible.',
  'This invitation link is not valid or has already been used. If you have already set your password, sign in.':
    'Este enlace de invitación no es válido o ya se usó. Si ya eligió su contraseña, inicie sesión.',
  'This invitation has expired. You can ask for a new one.': 'Esta invitación venció. Puede pedir una nueva.',
  'This invitation is still valid. Open the link in your invitation email to accept it.':
    'Esta invitación sigue vigente. Abra el enlace de su correo de invitación para aceptarla.',
  'An account with this email address is already active on this programme. They can sign in, or reset their password from the sign-in page.':
    'Ya hay una cuenta activa con este correo en este programa. Esa persona puede iniciar sesión o restablecer su contraseña desde la página de inicio de sesión.',
  'The account with this email address is disabled. Ask the operator to enable it instead of inviting it again.':
    'La cuenta con este correo está desactivada. Pida al operador que la active en lugar de invitarla de nuevo.',
  'That company is not part of this programme.': 'Esa empresa no forma parte de este programa.',
  'Only an admin of this programme can invite members.':
    'Solo un administrador de este programa puede invitar a miembros.',
  'Too many attempts with invitation links. Try again in a few minutes.':
    'Demasiados intentos con enlaces de invitación. Inténtelo de nuevo en unos minutos.',
  'Too many invitations at once. Try again in a minute.':
    'Demasiadas invitaciones a la vez. Inténtelo de nuevo en un minuto.',
  'This password reset link is not valid or has already been used. Ask for a new one from the sign-in page.':
    'Este enlace para restablecer la contraseña no es válido o ya se usó. Pida uno nuevo desde la página de inicio de sesión.',
  'This password reset link has expired. Ask for a new one from the sign-in page.':
    'Este enlace para restablecer la contraseña venció. Pida uno nuevo desde la página de inicio de sesión.',
  'Too many password reset requests. Try again in 15 minutes.':
    'Demasiadas solicitudes para restablecer la contraseña. Inténtelo de nuevo en 15 minutos.',
  'Too many attempts to reset a password. Try again in a few minutes.':
    'Demasiados intentos de restablecer una contraseña. Inténtelo de nuevo en unos minutos.',
  'Too many attempts to change the password. Try again in a few minutes.':
    'Demasiados intentos de cambiar la contraseña. Inténtelo de nuevo en unos minutos.',

  // The member's things: dependents, media, content, analytics, documents.
  'That dependent was not found.': 'No encontramos a ese dependiente.',
  'This is not part of your programme.': 'Esto no forma parte de su programa.',
  'That dependent can no longer be restored. Add them again.':
    'Ya no se puede recuperar a ese dependiente. Agréguelo de nuevo.',
  'You can add at most {max} dependents.': 'Puede agregar como máximo {max} dependientes.',
  'That storage bucket was not found.': 'No encontramos ese espacio de almacenamiento.',
  'You have no profile picture yet.': 'Todavía no tiene foto de perfil.',
  'The upload was interrupted. Try again.': 'La carga se interrumpió. Inténtelo de nuevo.',
  'Only editors and admins can delete shared media.':
    'Solo los editores y administradores pueden eliminar archivos compartidos.',
  'That page link is not valid. Start from the first page.':
    'Ese enlace de página no es válido. Empiece desde la primera página.',
  'Only an administrator can read analytics.': 'Solo un administrador puede leer las estadísticas.',
  'This programme\'s analytics database is "{database}".':
    'La base de datos de estadísticas de este programa es "{database}".',
  'Give the document a title: --title "…" or a first line "# Title".':
    'Póngale un título al documento: --title "…" o una primera línea "# Título".',
  'Use a title of at most {max} characters.': 'Use un título de {max} caracteres como máximo.',
  'The document is empty.': 'El documento está vacío.',
  'The document is too long (at most {max} characters).':
    'El documento es demasiado largo (como máximo {max} caracteres).',

  // Eligibility files (modules/eligibility): a file's failure is stored in English and answered in the reader's language.
  'The file is empty. Upload a CSV file with a header row and one row per person.':
    'El archivo está vacío. Suba un archivo CSV con una fila de encabezado y una fila por persona.',
  'This is not a CSV file: it holds binary data. Save the sheet as CSV (UTF-8) and upload that.':
    'Esto no es un archivo CSV: contiene datos binarios. Guarde la hoja como CSV (UTF-8) y súbala.',
  'This file has no header row. Its first line must name the columns: {columns}.':
    'Este archivo no tiene fila de encabezado. Su primera línea debe nombrar las columnas: {columns}.',
  'The header row has no {columns} column. Name every column: {expected}.':
    'A la fila de encabezado le falta la columna {columns}. Nombre todas las columnas: {expected}.',
  'A file may have at most {max} rows; this one has {count}. Split it into smaller files.':
    'Un archivo puede tener como máximo {max} filas; este tiene {count}. Divídalo en archivos más pequeños.',
  'The file has a header row but no rows.': 'El archivo tiene fila de encabezado pero ninguna fila.',
  'The file could not be read as CSV at line {line}: {reason}. Check its quotes and upload it again.':
    'No se pudo leer el archivo como CSV en la línea {line}: {reason}. Revise sus comillas y súbalo de nuevo.',
  'That eligibility file was not found.': 'No se encontró ese archivo de elegibilidad.',
  'Members changed since this file was checked; upload it again.':
    'Los miembros cambiaron desde que se revisó este archivo; súbalo de nuevo.',
  'Fix the row with an error and upload the file again.': 'Corrija la fila con error y suba el archivo de nuevo.',
  'Fix the {count} rows with errors and upload the file again.':
    'Corrija las {count} filas con errores y suba el archivo de nuevo.',
  'This file is still being checked. Wait for the check to finish.':
    'Este archivo todavía se está revisando. Espere a que termine la revisión.',
  'This file is already being committed.': 'Este archivo ya se está aplicando.',
  'This file has already been committed.': 'Este archivo ya se aplicó.',
  'This file can no longer be committed or discarded. Upload it again.':
    'Este archivo ya no se puede aplicar ni descartar. Súbalo de nuevo.',
  'The server stopped while checking this file. Upload it again.':
    'El servidor se detuvo mientras revisaba este archivo. Súbalo de nuevo.',
  'The server stopped while committing this file; nothing was changed. Upload it again.':
    'El servidor se detuvo mientras aplicaba este archivo; no se cambió nada. Súbalo de nuevo.',
  'The file could not be committed; nothing was changed. Upload it again.':
    'No se pudo aplicar el archivo; no se cambió nada. Súbalo de nuevo.',
  'Send the file as text/csv.': 'Envíe el archivo como text/csv.',
  // Passkeys (modules/identity/second-factors).
  'That passkey request was already used. Try again.':
    'Esa solicitud de llave de acceso ya se usó. Inténtelo de nuevo.',
  'That passkey request has expired. Try again.': 'Esa solicitud de llave de acceso venció. Inténtelo de nuevo.',
  'That passkey request is not one this programme made. Try again.':
    'Esa solicitud de llave de acceso no la hizo este programa. Inténtelo de nuevo.',
  'The passkey could not be checked. Try again.': 'No se pudo comprobar la llave de acceso. Inténtelo de nuevo.',
  'That passkey is not one of this programme’s: it may have been removed. Sign in with your email and password.':
    'Esa llave de acceso no es de este programa: puede que se haya quitado. Inicie sesión con su correo electrónico y su contraseña.',
  'That passkey is not one of yours on this programme. Choose another, or use a code.':
    'Esa llave de acceso no es una de las suyas en este programa. Elija otra o use un código.',
  'That passkey is already added.': 'Esa llave de acceso ya está agregada.',
  'You have {max} passkeys, the most an account can have. Remove one first.':
    'Tiene {max} llaves de acceso, el máximo que puede tener una cuenta. Quite una primero.',
  'That passkey was not found. It may have been removed already.':
    'No se encontró esa llave de acceso. Puede que ya se haya quitado.',
  'Your programme requires two-step sign-in: add another passkey or an authenticator app before you remove this one.':
    'Su programa exige el inicio de sesión en dos pasos: agregue otra llave de acceso o una aplicación de autenticación antes de quitar esta.',
  'You were signed out after a while without activity. Sign in again.':
    'Se cerró su sesión tras un rato sin actividad. Vuelva a iniciar sesión.',
  'Too many attempts. Try again in a minute.': 'Demasiados intentos. Vuelva a intentarlo en un minuto.',
};
