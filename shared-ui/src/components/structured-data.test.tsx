import { render } from '@testing-library/react';
import { expect, test } from 'vitest';
import { breadcrumbList } from '../lib/structured-data';
import { StructuredData } from './structured-data';

const scriptOf = (container: HTMLElement) =>
  container.querySelector('script[type="application/ld+json"]');

test('new data is a new script element, never new text in a live one', () => {
  // The browser treats a change to a live script's text as script text for the default policy,
  // which refuses it; a new element takes its text through the JSON-LD policy.
  const { container, rerender } = render(
    <StructuredData data={breadcrumbList([{ name: 'Home', path: '/' }])} />,
  );
  const first = scriptOf(container);
  rerender(<StructuredData data={breadcrumbList([{ name: 'Home', path: '/' }])} />);
  expect(scriptOf(container)).toBe(first);
  rerender(<StructuredData data={breadcrumbList([{ name: 'Blog', path: '/blog' }])} />);
  const second = scriptOf(container);
  expect(second).not.toBe(first);
  expect(JSON.parse(second?.textContent ?? '')).toMatchObject({
    itemListElement: [{ name: 'Blog' }],
  });
});
