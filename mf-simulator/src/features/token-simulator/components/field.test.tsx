import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import { TextField } from './field';

test('what is typed reaches the page, and the field shows the value the page keeps', async () => {
  const user = userEvent.setup();
  const changes: string[] = [];
  function Decimals() {
    const [value, setValue] = useState('9');
    return (
      <TextField
        label="Decimals"
        value={value}
        onValueChange={(next) => {
          changes.push(next);
          setValue(next);
        }}
      />
    );
  }
  render(<Decimals />);
  const field = screen.getByRole('textbox', { name: 'Decimals' });
  await user.type(field, '{Backspace}6');
  expect(changes).toEqual(['', '6']);
  expect(field).toHaveValue('6');
});

test('a field whose value the page does not change stays as it was', async () => {
  const user = userEvent.setup();
  render(<TextField label="Link to this scenario" value="https://example.test/s" onValueChange={() => undefined} />);
  const field = screen.getByRole('textbox', { name: 'Link to this scenario' });
  await user.type(field, 'xyz');
  expect(field).toHaveValue('https://example.test/s');
});
