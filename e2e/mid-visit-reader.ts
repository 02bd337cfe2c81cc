/**
 * A reader who is mid-visit while a release goes live: the page was loaded before, the code of the
 * release it loaded is running, and the reader goes on by client navigation. A mark on the window
 * tells that no reload happened on the way.
 */
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

const visitMark = 'stillTheSameVisit';

/** Marks the reader's document: a reload or a full page load loses the mark. */
export async function markTheVisit(reader: Page): Promise<void> {
  await reader.evaluate((mark) => Reflect.set(window, mark, true), visitMark);
}

/** The reader goes on through the main menu into Tutorials: its page shows, with no error alert. */
export async function goOnIntoTutorials(reader: Page): Promise<void> {
  await reader
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Tutorials' })
    .click();
  await expect(
    reader.getByRole('heading', { level: 1, name: 'Tutorials', exact: true }),
  ).toBeVisible();
  await expect(reader.getByRole('alert')).toHaveCount(0);
}

/** Still the document `markTheVisit` marked: the reader has not been reloaded. */
export async function expectTheSameVisit(reader: Page): Promise<void> {
  expect(await reader.evaluate((mark) => Reflect.get(window, mark), visitMark)).toBe(true);
}
