import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { SearchInput } from './search-input';

function Search() {
  const [value, setValue] = useState('');
  return <SearchInput label="Search events" value={value} onChange={setValue} />;
}

describe('SearchInput', () => {
  it('holds at most 100 characters and can be cleared', async () => {
    render(<Search />);
    const input = screen.getByRole('searchbox', { name: 'Search events' }) as HTMLInputElement;
    await userEvent.click(input);
    await userEvent.paste('x'.repeat(150));
    expect(input.value).toHaveLength(100);
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(input.value).toBe('');
  });
});
