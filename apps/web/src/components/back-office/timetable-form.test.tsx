import { adminTimetableSchema, operatorTimetableSchema, type AdminTimetableView } from '@gbaka/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useFormContext } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { TimetableForm, type TimetableFormText } from './timetable-form';

// One form for the back office (the chosen company's line) and a company's workspace (its own): the two areas
// pass their schema, their endpoint, their line fields and their wording.

const text: TimetableFormText = {
  days: 'Jours de circulation',
  price: 'Tarif (F CFA)',
  popular: 'Ligne populaire',
  active: 'Actif',
  submit: 'Enregistrer la ligne',
};
const id = (n: number) => `0190a0b0-0000-7000-8000-00000000000${n}`;
const line: AdminTimetableView = {
  _id: 'l1',
  company: { _id: id(9), name: 'Ivoire Transport' },
  from: { _id: id(1), name: 'Abidjan' },
  to: { _id: id(2), name: 'Bouaké' },
  bus: { _id: id(3), name: 'Car du matin', busNumber: 'CI-0001-AB', totalSeats: 30 },
  daysOfWeek: [1, 3, 5],
  departureTime: '07:00',
  durationMinutes: 300,
  arrivalTime: '12:00',
  price: 7000,
  stops: ['Yamoussoukro'],
  amenities: [],
  features: [],
  popular: true,
  active: true,
  duration: '5h',
  skippedDates: [],
  upcomingTrips: 12,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

/** The area's line fields, reduced to what the form needs from them: three ids. */
function LineIds() {
  const { register } = useFormContext<Record<'fromCityId' | 'toCityId' | 'busId', string>>();
  return (
    <>
      <input aria-label="from" {...register('fromCityId')} />
      <input aria-label="to" {...register('toCityId')} />
      <input aria-label="bus" {...register('busId')} />
    </>
  );
}

function renderForm(area: 'admin' | 'operator', start: AdminTimetableView | null = null) {
  const save = vi.fn(async (_body: object) => ({ message: 'Ligne enregistrée' }));
  const onSaved = vi.fn();
  const props = { line: start, save, onSaved, text, lineFields: <LineIds /> };
  render(
    <Dialog open>
      <DialogContent title="Ligne">
        {area === 'admin' ? (
          <TimetableForm {...props} schema={adminTimetableSchema} companyId={id(9)} />
        ) : (
          <TimetableForm {...props} schema={operatorTimetableSchema} />
        )}
      </DialogContent>
    </Dialog>,
  );
  return { save, onSaved, user: userEvent.setup() };
}

async function fillLine(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('from'), id(1));
  await user.type(screen.getByLabelText('to'), id(2));
  await user.type(screen.getByLabelText('bus'), id(3));
  await user.type(screen.getByLabelText('Heure de départ'), '07:00');
  await user.type(screen.getByLabelText('Durée (minutes)'), '300');
  await user.type(screen.getByLabelText('Tarif (F CFA)'), '7000');
}

describe('TimetableForm', () => {
  it('in the back office, sends the chosen company with the line, and hands the answer back', async () => {
    const { save, onSaved, user } = renderForm('admin');
    await fillLine(user);
    await user.click(screen.getByRole('button', { name: 'Enregistrer la ligne' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledWith({ message: 'Ligne enregistrée' }));
    expect(save).toHaveBeenCalledWith(
      expect.objectContaining({
        companyId: id(9),
        fromCityId: id(1),
        daysOfWeek: [1, 2, 3, 4, 5, 6, 7],
        departureTime: '07:00',
        arrivalTime: '12:00',
        durationMinutes: 300,
        price: 7000,
        active: true,
        popular: false,
      }),
    );
  });

  it('in a workspace, sends no company (the caller’s)', async () => {
    const { save, onSaved, user } = renderForm('operator');
    await fillLine(user);
    await user.click(screen.getByRole('button', { name: 'Enregistrer la ligne' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
    const body = save.mock.calls[0]?.[0];
    expect(body).not.toHaveProperty('companyId');
    expect(body).toMatchObject({ toCityId: id(2), busId: id(3), price: 7000 });
  });

  it('asks for at least one day and sends nothing', async () => {
    const { save, user } = renderForm('operator');
    await fillLine(user);
    for (const day of ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche']) {
      await user.click(screen.getByRole('checkbox', { name: day }));
    }
    await user.click(screen.getByRole('button', { name: 'Enregistrer la ligne' }));
    await screen.findByText('Choisissez au moins un jour de circulation');
    expect(save).not.toHaveBeenCalled();
  });

  it('starts from the line being edited, with its own wording', () => {
    renderForm('admin', line);
    screen.getByRole('group', { name: 'Jours de circulation' });
    expect(screen.getByRole('checkbox', { name: 'mercredi' })).toHaveProperty('checked', true);
    expect(screen.getByRole('checkbox', { name: 'mardi' })).toHaveProperty('checked', false);
    expect(screen.getByLabelText('Tarif (F CFA)')).toHaveProperty('value', '7000');
    expect(screen.getByRole('checkbox', { name: 'Ligne populaire' })).toHaveProperty('checked', true);
    expect(screen.getByRole('checkbox', { name: 'Actif' })).toHaveProperty('checked', true);
  });
});
