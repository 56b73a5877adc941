import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Pencil, Trash2 } from 'lucide-react';
import { describe, expect, it, vi } from 'vitest';
import { DataTable, type Column } from './data-table';

interface City {
  id: string;
  name: string;
  population: number;
}

const cities: City[] = [
  { id: 'a', name: 'Abidjan', population: 5_616_633 },
  { id: 'b', name: 'Bouaké', population: 832_371 },
];
const columns: Column<City>[] = [
  { id: 'name', header: 'Ville', rowHeader: true, cell: (city) => city.name },
  { id: 'population', header: 'Habitants', align: 'end', cell: (city) => city.population },
];

function renderTable(rows: City[], onSelect = vi.fn(), cardsOnPhone = false) {
  render(
    <DataTable
      cardsOnPhone={cardsOnPhone}
      label="Villes"
      rows={rows}
      rowKey={(city) => city.id}
      columns={columns}
      actions={{
        header: 'Actions',
        of: (city) => [
          { icon: Pencil, label: `Modifier ${city.name}`, onSelect: () => onSelect('edit', city.id) },
          {
            icon: Trash2,
            label: `Supprimer ${city.name}`,
            disabled: city.id === 'a',
            onSelect: () => onSelect('delete', city.id),
          },
        ],
      }}
      empty={<p>Aucune ville</p>}
      footer={<nav aria-label="Pagination" />}
    />,
  );
  return onSelect;
}

describe('DataTable', () => {
  it('is a real table in a named region: column headers, a header per row, the actions last', () => {
    renderTable(cities);
    const table = within(screen.getByRole('region', { name: 'Villes' })).getByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Ville', 'Habitants', 'Actions']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['Abidjan', 'Bouaké']);
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['832371', '']);
    screen.getByRole('navigation', { name: 'Pagination' });
  });

  it('names each action after its row, and runs it from the keyboard', async () => {
    const onSelect = renderTable(cities);
    const user = userEvent.setup();
    screen.getByRole('button', { name: 'Modifier Abidjan' });
    expect(screen.getByRole('button', { name: 'Supprimer Abidjan' })).toHaveProperty('disabled', true);

    await user.tab(); // the scrolling region
    await user.tab();
    await user.keyboard('{Enter}');
    await user.tab(); // past the disabled delete, to the next row
    await user.keyboard(' ');
    expect(onSelect.mock.calls).toEqual([
      ['edit', 'a'],
      ['edit', 'b'],
    ]);
  });

  it('shows its empty state instead of an empty table', () => {
    renderTable([]);
    screen.getByText('Aucune ville');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('on a phone, shows a card per row instead: its name, each column’s header beside its value, the actions', async () => {
    const onSelect = renderTable(cities, vi.fn(), true);
    const list = screen.getByRole('list', { name: 'Villes' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards.map((card) => card.querySelector('p')?.textContent)).toEqual(['Abidjan', 'Bouaké']);
    expect(within(cards[1]!).getByRole('term').textContent).toBe('Habitants');
    expect(within(cards[1]!).getByRole('definition').textContent).toBe('832371');
    await userEvent.setup().click(within(cards[1]!).getByRole('button', { name: 'Modifier Bouaké' }));
    expect(onSelect).toHaveBeenCalledWith('edit', 'b');
    expect(within(cards[0]!).getByRole('button', { name: 'Supprimer Abidjan' })).toHaveProperty(
      'disabled',
      true,
    );
    // The cards below a tablet's width, the table from it up (the component tests have no viewport: the classes
    // decide, and the browser tests look at both widths).
    expect(list.className).toContain('md:hidden');
    expect(screen.getByRole('region', { name: 'Villes' }).className).toContain('hidden md:block');
  });

  it('without cardsOnPhone, is the table alone at every width', () => {
    renderTable(cities);
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.getByRole('region', { name: 'Villes' }).className).not.toContain('hidden');
  });
});
