import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import { FaqAccordion } from './faq-accordion';

const items = [
  { question: 'First question?', answer: 'First answer.' },
  { question: 'Second question?', answer: 'Second answer.' },
  { question: 'Third question?', answer: 'Third answer.' },
];

test('one answer is open at a time, and the open one closes again', async () => {
  const user = userEvent.setup();
  render(<FaqAccordion items={items} />);
  const first = screen.getByRole('button', { name: 'First question?' });
  const second = screen.getByRole('button', { name: 'Second question?' });

  expect(screen.queryByText('First answer.')).not.toBeInTheDocument();
  await user.click(first);
  expect(first).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByText('First answer.')).toBeVisible();

  await user.click(second);
  expect(second).toHaveAttribute('aria-expanded', 'true');
  expect(first).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByText('First answer.')).not.toBeInTheDocument();
  expect(screen.getByText('Second answer.')).toBeVisible();

  await user.click(second);
  expect(second).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByText('Second answer.')).not.toBeInTheDocument();
});

test('each question is a heading of the level asked for, reachable from the keyboard', async () => {
  const user = userEvent.setup();
  render(<FaqAccordion items={items} headingLevel={4} />);
  expect(screen.getAllByRole('heading', { level: 4 })).toHaveLength(3);

  await user.tab();
  expect(screen.getByRole('button', { name: 'First question?' })).toHaveFocus();
  await user.keyboard('{ArrowDown}');
  expect(screen.getByRole('button', { name: 'Second question?' })).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(screen.getByText('Second answer.')).toBeVisible();
});
