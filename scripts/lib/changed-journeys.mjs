// Which browser journeys a change calls for (`npm run test:changed`): those of the screens it touches.
// A screen's or feature's folder (apps/web/src/screens/<area>, apps/web/src/features/<area>) calls for the
// journeys whose spec names the area (its words, e.g. `health-scan`, `clinic-library`); a changed spec
// calls for itself; the app's shared code (anything else the web app or the journeys' support runs)
// calls for every journey. Unit tests and server code call for none: Vitest's related-file run has them.
import path from 'node:path';

const AREA = /^apps\/web\/src\/(?:screens|features)\/([^/.]+)/;
const UNIT_TEST = /\.test\.[cm]?[jt]sx?$/;

/**
 * @param {string[]} changedFiles paths from the repository's root, with `/`
 * @param {{ file: string, text: string }[]} specs the journeys' spec files (paths from the root) and their text
 * @returns {{ all: boolean, specs: string[], areasWithoutJourney: string[] }}
 */
export function journeysForChanges(changedFiles, specs) {
  const areas = new Set();
  const chosen = new Set();
  let all = false;
  for (const file of changedFiles) {
    if (UNIT_TEST.test(file)) continue;
    const area = AREA.exec(file)?.[1];
    if (area) areas.add(area);
    else if (file.startsWith('e2e/tests/')) chosen.add(file);
    else if (file.startsWith('apps/web/') || file.startsWith('e2e/') || file.startsWith('packages/contracts/src/'))
      all = true;
  }
  if (all) return { all: true, specs: specs.map((spec) => spec.file), areasWithoutJourney: [] };
  const areasWithoutJourney = [];
  for (const area of areas) {
    const naming = specs.filter((spec) => path.basename(spec.file).includes(area) || spec.text.includes(area));
    if (naming.length === 0) areasWithoutJourney.push(area);
    for (const spec of naming) chosen.add(spec.file);
  }
  const existing = new Set(specs.map((spec) => spec.file));
  return { all: false, specs: [...chosen].filter((file) => existing.has(file)).sort(), areasWithoutJourney };
}
