// Scenario d: an instance killed with SIGKILL while a large upload streams slowly into it. Afterwards (the
// instance started again, as an orchestrator would) the media folder and the media rows must agree: no
// partial file, no file without its row, no row without its file; the other instance served throughout.
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { countStatuses, printTable, runOpenLoop } from '../open-loop.mjs';
import { sendRequest } from '../round-robin-client.mjs';
import { ACCOUNT_PATH } from './steady-reads.mjs';
import { memberHeaders } from './members.mjs';

const UPLOAD_BYTES = 20 * 1024 * 1024;
const CHUNK_BYTES = 64 * 1024;
const CHUNK_EVERY_MS = 20;
const KILL_AFTER_BYTES = 4 * 1024 * 1024;
const PROBE_RATE = 50;
const SWEEP_DEADLINE_MS = 10_000;

const pdfHead = () => Buffer.from('%PDF-1.7\n');
const uploadPath = (title) => `/api/authorization/media?title=${encodeURIComponent(title)}`;

/** An object is `<tenant>/<owner>/<id>`; anything else (an unfinished upload, a stray probe file) is partial. */
const isObject = (file) => file.split(path.sep).length === 3 && !file.startsWith('.');

/** Every file under the media folder, as paths relative to it. */
function listMediaFiles(root) {
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

/** Streams a PDF into the instance slowly; resolves once `killAfterBytes` have been sent, with the request. */
function startSlowUpload(origin, member, title) {
  const request = http.request(new URL(uploadPath(title), origin), {
    method: 'POST',
    headers: memberHeaders(member, { 'content-type': 'application/pdf', 'content-length': String(UPLOAD_BYTES) }),
  });
  const outcome = new Promise((resolve) => {
    request.on('response', (response) => resolve(`answered ${response.statusCode}`));
    request.on('error', (error) => resolve(`cut off (${error.code ?? error.message})`));
  });
  let sent = 0;
  const halfway = new Promise((resolve) => {
    const timer = setInterval(() => {
      const chunk =
        sent === 0 ? Buffer.concat([pdfHead(), Buffer.alloc(CHUNK_BYTES - 9, 32)]) : Buffer.alloc(CHUNK_BYTES, 32);
      if (request.destroyed || sent + chunk.length > UPLOAD_BYTES) return clearInterval(timer);
      request.write(chunk);
      sent += chunk.length;
      if (sent >= KILL_AFTER_BYTES) resolve();
    }, CHUNK_EVERY_MS);
    outcome.then(() => clearInterval(timer));
  });
  return { halfway, outcome, sent: () => sent };
}

export async function runKilledUpload({ instances, sql, members, dataDir }) {
  const [survivor, victim] = instances;
  const member = members[0];
  const mediaRoot = path.join(dataDir, 'media');
  const tag = randomBytes(4).toString('hex');
  const agent = new http.Agent({ keepAlive: true });

  // A complete upload first, so the checks below have a real object to find.
  const small = Buffer.concat([pdfHead(), Buffer.alloc(100_000, 32)]);
  const complete = await sendRequest(agent, survivor.origin, {
    method: 'POST',
    path: uploadPath(`complete-${tag}`),
    headers: memberHeaders(member, { 'content-type': 'application/pdf' }),
    body: small,
  });

  let probing = true;
  const probe = runOpenLoop({
    rate: PROBE_RATE,
    until: () => !probing,
    send: () => sendRequest(agent, survivor.origin, { path: ACCOUNT_PATH, headers: memberHeaders(member) }),
  });
  const upload = startSlowUpload(victim.origin, member, `killed-${tag}`);
  await upload.halfway;
  const partialBeforeKill = listMediaFiles(mediaRoot).filter((file) => file.startsWith('.incoming')).length;
  const ended = await victim.stop('SIGKILL');
  const uploadOutcome = await upload.outcome;
  victim.start();
  await victim.waitReady();
  // Whatever the restarted instance clears at start may take a moment: wait for it, up to a deadline.
  const deadline = Date.now() + SWEEP_DEADLINE_MS;
  while (!listMediaFiles(mediaRoot).every(isObject) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  probing = false;
  const probeAnswers = await probe;
  agent.destroy();

  const files = listMediaFiles(mediaRoot);
  const partial = files.filter((file) => !isObject(file));
  const objectFiles = new Map(files.filter(isObject).map((file) => [path.basename(file), file]));
  const rows = await sql`select id, title, deleted_at from media_objects`;
  const liveRows = rows.filter((row) => row.deleted_at === null);
  const rowsWithoutFile = liveRows.filter((row) => !objectFiles.has(row.id)).length;
  const liveIds = new Set(liveRows.map((row) => row.id));
  const filesWithoutRow = [...objectFiles.keys()].filter((id) => !liveIds.has(id)).length;
  const killedRows = rows.filter((row) => row.title === `killed-${tag}`).length;
  const probeErrors = probeAnswers.filter((answer) => answer.status !== 200).length;

  printTable(
    `d. instance ${victim.name} killed (SIGKILL) mid-upload of a ${UPLOAD_BYTES / 1048576} MB PDF, then started again`,
    [
      ['complete upload to the other instance', String(complete.status)],
      ['bytes sent before the kill', `${(upload.sent() / 1048576).toFixed(1)} MB`],
      ['partial files while uploading', String(partialBeforeKill)],
      ['the killed process', `ended by ${ended.signal ?? ended.code}; the upload was ${uploadOutcome}`],
      ['partial files afterwards', partial.length === 0 ? '0' : partial.join(', ')],
      ['media files / live rows', `${objectFiles.size} / ${liveRows.length}`],
      ['rows without a file / files without a row', `${rowsWithoutFile} / ${filesWithoutRow}`],
      ['rows of the killed upload', String(killedRows)],
      [`probe on instance ${survivor.name} (${PROBE_RATE}/s)`, JSON.stringify(countStatuses(probeAnswers))],
    ],
  );
  return [
    {
      scenario: 'd',
      goal: 'no partial file after restart',
      measured: `${partial.length} partial`,
      pass: partial.length === 0 && complete.status === 201,
    },
    {
      scenario: 'd',
      goal: 'no orphan row or file',
      measured: `${rowsWithoutFile + killedRows} rows, ${filesWithoutRow} files`,
      pass: rowsWithoutFile + killedRows + filesWithoutRow === 0,
    },
    {
      scenario: 'd',
      goal: 'the other instance served on (0 errors)',
      measured: `${probeErrors} of ${probeAnswers.length}`,
      pass: probeErrors === 0,
    },
  ];
}
