/**
 * The engagement report as CSV (RFC 4180, CRLF): one row per figure under a header row, hidden counts
 * written "fewer than 5", and every cell made safe for spreadsheets — a cell starting with = + - @
 * (or a tab or carriage return) is prefixed with ' so it is never run as a formula.
 */
import { ENGAGEMENT_CSV_FEWER_THAN, ENGAGEMENT_CSV_HEADER } from '@portal/contracts/engagement';
import type { TEngagementReport, TGroupCount } from '@portal/contracts/engagement';

const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell, neutralised against formula injection and quoted when it must be. */
export function toCsvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

function countCell(count: TGroupCount): string {
  return count.value === null ? ENGAGEMENT_CSV_FEWER_THAN : String(count.value);
}

export function toEngagementCsv(report: TEngagementReport): string {
  const rows: string[][] = [[...ENGAGEMENT_CSV_HEADER]];
  const add = (section: string, item: string, measure: string, count: TGroupCount) =>
    rows.push([section, item, measure, countCell(count)]);

  rows.push(['range', report.from, 'to', report.to]);
  for (const week of report.weeks) {
    add('week', week.week_start, 'sign_ins', week.sign_ins);
    add('week', week.week_start, 'active_members', week.active_members);
  }
  add('invitation_funnel', '', 'invited', report.funnel.invited);
  add('invitation_funnel', '', 'confirmed', report.funnel.confirmed);
  add('invitation_funnel', '', 'active', report.funnel.active);
  add('questionnaire', '', 'members', report.questionnaire.members);
  add('questionnaire', '', 'completed', report.questionnaire.completed);
  for (const band of report.questionnaire.bands) add('questionnaire_band', band.band, 'members', band.members);
  for (const article of report.articles) {
    add('article', article.title, 'readers', article.readers);
    add('article', article.title, 'reads', article.reads);
  }
  for (const video of report.videos) {
    add('video', video.title, 'viewers', video.viewers);
    add('video', video.title, 'completed', video.completed);
  }
  for (const row of report.programmes) add('partner_programme', row.programme, 'members', row.members);
  for (const row of report.sign_on) add('partner_sign_on', row.partner, 'members', row.members);
  add('health_scans', '', 'scans', report.health_scans.scans);
  add('health_scans', '', 'members', report.health_scans.members);
  for (const level of report.levels) add('level', level.level, 'members', level.members);
  for (const challenge of report.challenges) {
    add('challenge', challenge.title, 'joined', challenge.joined);
    add('challenge', challenge.title, 'finished', challenge.finished);
  }
  return `${rows.map((row) => row.map(toCsvCell).join(',')).join('\r\n')}\r\n`;
}
