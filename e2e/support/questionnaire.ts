import { expect, type Page } from '@playwright/test';

/** The step's questions: the groups of radio buttons (the page has other groups, such as the language switch). */
function questionGroups(page: Page) {
  return page.getByRole('group').filter({ has: page.getByRole('radio') });
}

/** Chooses an option in every question group of the step on screen: the first or the last, as listed. */
export async function answerStep(page: Page, pick: 'first' | 'last') {
  const groups = questionGroups(page);
  const count = await groups.count();
  for (let index = 0; index < count; index += 1) {
    const radios = groups.nth(index).getByRole('radio');
    await (pick === 'first' ? radios.first() : radios.last()).check();
  }
}

/** The same, with the keyboard only: focus each group's first radio, then an arrow key selects the next. */
export async function answerStepWithKeyboard(page: Page) {
  const groups = questionGroups(page);
  const count = await groups.count();
  for (let index = 0; index < count; index += 1) {
    const radios = groups.nth(index).getByRole('radio');
    await radios.first().focus();
    await page.keyboard.press('ArrowDown');
    await expect(radios.nth(1)).toBeChecked();
  }
}

export async function expectStep(page: Page, name: string | RegExp) {
  await expect(page.getByRole('heading', { level: 2, name })).toBeFocused();
}
