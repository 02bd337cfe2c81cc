import { useState, type ComponentProps } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import type * as Lucide from 'lucide-react';
import type * as ClassNames from '../lib/cn';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger, type AccordionProps } from './accordion';

// Every item and trigger passes its classes through `cn`: the classes seen are the parts rendered.
const classesRendered = vi.hoisted(() => ({ seen: [] as unknown[] }));
vi.mock('../lib/cn', async (importOriginal) => {
  const module = await importOriginal<typeof ClassNames>();
  return {
    cn: (...inputs: Parameters<typeof module.cn>) => {
      classesRendered.seen.push(...inputs);
      return module.cn(...inputs);
    },
  };
});

// Every trigger draws a chevron: counting the chevron's renders counts the triggers' renders.
const chevronRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('lucide-react', async (importOriginal) => {
  const lucide = await importOriginal<typeof Lucide>();
  return {
    ...lucide,
    ChevronDown: (props: ComponentProps<typeof lucide.ChevronDown>) => {
      chevronRenders.count += 1;
      return <lucide.ChevronDown {...props} />;
    },
  };
});

function Questions({ names = ['First', 'Second', 'Third'], ...props }: AccordionProps & { names?: string[] }) {
  return (
    <Accordion {...props}>
      {names.map((question) => (
        <AccordionItem key={question} value={question}>
          <AccordionTrigger>{question}</AccordionTrigger>
          <AccordionContent>{`${question} answer`}</AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  );
}

const trigger = (name: string) => screen.getByRole('button', { name });

test('one item is open at a time; a collapsible accordion closes the open one again', async () => {
  const user = userEvent.setup();
  render(<Questions collapsible />);
  expect(screen.getAllByRole('button', { expanded: false })).toHaveLength(3);
  expect(screen.queryByRole('region')).toBeNull();

  await user.click(trigger('First'));
  expect(trigger('First')).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByRole('region', { name: 'First' })).toHaveTextContent('First answer');
  expect(trigger('First')).toHaveAttribute('aria-controls', screen.getByRole('region').id);

  await user.click(trigger('Second'));
  expect(trigger('First')).toHaveAttribute('aria-expanded', 'false');
  expect(trigger('First')).not.toHaveAttribute('aria-controls');
  expect(screen.getByRole('region', { name: 'Second' })).toBeVisible();

  await user.click(trigger('Second'));
  expect(screen.queryByRole('button', { expanded: true })).toBeNull();
  expect(screen.queryByRole('region')).toBeNull();
});

test('an accordion that is not collapsible keeps its open item open and says so', async () => {
  const user = userEvent.setup();
  render(<Questions defaultValue="Second" />);
  expect(trigger('Second')).toHaveAttribute('aria-disabled', 'true');
  await user.click(trigger('Second'));
  expect(trigger('Second')).toHaveAttribute('aria-expanded', 'true');
  await user.click(trigger('Third'));
  expect(trigger('Third')).toHaveAttribute('aria-expanded', 'true');
  expect(trigger('Second')).not.toHaveAttribute('aria-disabled');
});

test('a controlled accordion shows the value it is given and reports the reader’s choice', async () => {
  const user = userEvent.setup();
  const chosen: string[] = [];
  function Controlled() {
    const [value, setValue] = useState('Third');
    return (
      <Questions
        collapsible
        value={value}
        onValueChange={(next) => {
          chosen.push(next);
          setValue(next);
        }}
      />
    );
  }
  render(<Controlled />);
  expect(trigger('Third')).toHaveAttribute('aria-expanded', 'true');
  await user.click(trigger('First'));
  await user.click(trigger('First'));
  expect(chosen).toEqual(['First', '']);
  expect(screen.queryByRole('button', { expanded: true })).toBeNull();
});

test('the arrow keys, Home and End move focus between the triggers, wrapping around', async () => {
  const user = userEvent.setup();
  render(<Questions collapsible />);
  await user.tab();
  expect(trigger('First')).toHaveFocus();
  await user.keyboard('{ArrowDown}');
  expect(trigger('Second')).toHaveFocus();
  await user.keyboard('{End}');
  expect(trigger('Third')).toHaveFocus();
  await user.keyboard('{ArrowDown}');
  expect(trigger('First')).toHaveFocus();
  await user.keyboard('{ArrowUp}');
  expect(trigger('Third')).toHaveFocus();
  await user.keyboard('{Home}');
  expect(trigger('First')).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(trigger('First')).toHaveAttribute('aria-expanded', 'true');
  await user.keyboard(' ');
  expect(trigger('First')).toHaveAttribute('aria-expanded', 'false');
});

test('each trigger sits in a heading of the level asked for', () => {
  render(
    <Accordion>
      <AccordionItem value="a">
        <AccordionTrigger headingLevel={2}>A question</AccordionTrigger>
      </AccordionItem>
    </Accordion>,
  );
  expect(screen.getByRole('heading', { level: 2, name: 'A question' })).toBeInTheDocument();
});

test('opening an item renders its trigger and the closing one’s, no other', async () => {
  const user = userEvent.setup();
  const names = Array.from({ length: 30 }, (_, index) => `Term ${index + 1}`);
  render(<Questions collapsible names={names} />);
  chevronRenders.count = 0;
  await user.click(trigger('Term 3'));
  expect(chevronRenders.count).toBe(1);
  chevronRenders.count = 0;
  await user.click(trigger('Term 7'));
  expect(chevronRenders.count).toBe(2);
  expect(screen.getByRole('region', { name: 'Term 7' })).toBeVisible();
});

test('opening an item renders no other item at all, only the one that closes', async () => {
  const user = userEvent.setup();
  const names = Array.from({ length: 30 }, (_, index) => `term-${index + 1}`);
  render(
    <Accordion collapsible>
      {names.map((name) => (
        <AccordionItem key={name} value={name} className={name}>
          <AccordionTrigger>{name}</AccordionTrigger>
          <AccordionContent>{`${name} answer`}</AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>,
  );
  await user.click(trigger('term-3'));
  classesRendered.seen.length = 0;
  await user.click(trigger('term-7'));
  expect(names.filter((name) => classesRendered.seen.includes(name))).toEqual(['term-3', 'term-7']);
});

test('a multiple accordion opens and closes each item on its own', async () => {
  const user = userEvent.setup();
  const chosen: string[][] = [];
  render(<Questions type="multiple" defaultValue={['Second']} onValueChange={(next) => chosen.push(next)} />);
  expect(trigger('Second')).toHaveAttribute('aria-expanded', 'true');
  expect(trigger('Second')).not.toHaveAttribute('aria-disabled');
  await user.click(trigger('First'));
  await user.click(trigger('Third'));
  expect(screen.getAllByRole('region').map((region) => region.textContent)).toEqual([
    'First answer',
    'Second answer',
    'Third answer',
  ]);
  await user.click(trigger('Second'));
  expect(trigger('Second')).toHaveAttribute('aria-expanded', 'false');
  expect(screen.getAllByRole('region')).toHaveLength(2);
  expect(chosen).toEqual([
    ['Second', 'First'],
    ['Second', 'First', 'Third'],
    ['First', 'Third'],
  ]);
});

test('a controlled multiple accordion shows the items it is given', async () => {
  const user = userEvent.setup();
  function Controlled() {
    const [value, setValue] = useState<string[]>(['Third']);
    return (
      <>
        <button type="button" onClick={() => setValue([])}>
          Close all
        </button>
        <Questions type="multiple" value={value} onValueChange={setValue} />
      </>
    );
  }
  render(<Controlled />);
  await user.click(trigger('First'));
  expect(screen.getAllByRole('button', { expanded: true }).map((button) => button.textContent)).toEqual([
    'First',
    'Third',
  ]);
  await user.click(screen.getByRole('button', { name: 'Close all' }));
  expect(screen.queryByRole('region')).toBeNull();
});
