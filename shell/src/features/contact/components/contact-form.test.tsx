import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import { contactPage } from '../data/contact-page';
import { ContactForm } from './contact-form';

const content = contactPage.form;

async function fillIn(
  user: ReturnType<typeof userEvent.setup>,
  values: Partial<Record<'Name' | 'Email' | 'Subject' | 'Message', string>>,
) {
  for (const [label, value] of Object.entries(values)) {
    await user.type(screen.getByLabelText(label), value);
  }
}

test('the form has the four required fields, an e-mail input and a six-row message', () => {
  render(<ContactForm content={content} />);
  for (const label of ['Name', 'Email', 'Subject', 'Message']) {
    expect(screen.getByLabelText(label)).toBeRequired();
  }
  expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
  expect(screen.getByLabelText('Message')).toHaveAttribute('rows', '6');
  expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
});

test('an empty submission marks every field invalid, names the problem, and focuses the first field', async () => {
  const user = userEvent.setup();
  const send = vi.fn(async () => {});
  render(<ContactForm content={content} send={send} />);

  await user.click(screen.getByRole('button', { name: 'Send Message' }));

  const name = screen.getByLabelText('Name');
  expect(name).toHaveAttribute('aria-invalid', 'true');
  expect(name).toHaveAccessibleDescription('Please enter your name.');
  expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
    'Please enter your email address.',
  );
  expect(screen.getByLabelText('Subject')).toHaveAccessibleDescription('Please enter a subject.');
  expect(screen.getByLabelText('Message')).toHaveAccessibleDescription(
    'Please enter your message.',
  );
  expect(name).toHaveFocus();
  expect(send).not.toHaveBeenCalled();
});

test('an invalid e-mail address is said to be one; fixing a field clears its error', async () => {
  const user = userEvent.setup();
  render(<ContactForm content={content} />);
  await fillIn(user, {
    Name: 'Ada',
    Email: 'not-an-address',
    Subject: 'Hello',
    Message: 'Hi there',
  });

  await user.click(screen.getByRole('button', { name: 'Send Message' }));

  const email = screen.getByLabelText('Email');
  expect(email).toHaveAttribute('aria-invalid', 'true');
  expect(email).toHaveAccessibleDescription('Please enter a valid email address.');
  expect(email).toHaveFocus();
  expect(screen.getByLabelText('Name')).not.toHaveAttribute('aria-invalid');

  await user.type(email, '@example.com');
  expect(email).not.toHaveAttribute('aria-invalid');
  expect(screen.queryByText('Please enter a valid email address.')).not.toBeInTheDocument();
});

test('a valid message succeeds at once, with no network call, and the form empties', async () => {
  const user = userEvent.setup();
  const fetchSpy = vi.spyOn(globalThis, 'fetch');
  render(<ContactForm content={content} />);
  await fillIn(user, {
    Name: 'Ada',
    Email: 'ada@example.com',
    Subject: 'Hello',
    Message: 'A question about liquidity.',
  });

  await user.click(screen.getByRole('button', { name: 'Send Message' }));

  expect(await screen.findByRole('status')).toHaveTextContent(
    "Thanks for reaching out! We'll get back to you shortly.",
  );
  expect(screen.getByLabelText('Name')).toHaveValue('');
  expect(screen.getByLabelText('Message')).toHaveValue('');
  expect(fetchSpy).not.toHaveBeenCalled();
});

test('a failed send shows the error message and keeps what the reader wrote', async () => {
  const user = userEvent.setup();
  const send = vi.fn(async () => {
    throw new Error('offline');
  });
  render(<ContactForm content={content} send={send} />);
  await fillIn(user, { Name: 'Ada', Email: 'ada@example.com', Subject: 'Hello', Message: 'Hi' });

  await user.click(screen.getByRole('button', { name: 'Send Message' }));

  expect(await screen.findByRole('alert')).toHaveTextContent(
    'There was an error submitting your message. Please try again.',
  );
  expect(send).toHaveBeenCalledWith({
    name: 'Ada',
    email: 'ada@example.com',
    subject: 'Hello',
    message: 'Hi',
  });
  expect(screen.getByLabelText('Name')).toHaveValue('Ada');
});
