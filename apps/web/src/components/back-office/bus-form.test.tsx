import { adminBusSchema, operatorBusSchema, type AdminBusView } from '@gbaka/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { ApiError } from '@/lib/api-error';
import { BusForm, type BusFormText } from './bus-form';

// One form for the back office (a company to choose) and a company's workspace (its own buses): the two areas
// pass their schema, their endpoint and their wording.

const text: BusFormText = {
  name: 'Nom du bus',
  busId: 'Identifiant',
  seats: 'Sièges',
  layout: 'Disposition',
  layoutHint: '2x2, 2x1…',
  model: 'Modèle (facultatif)',
  type: 'Gamme (facultatif)',
  amenities: 'Équipements (facultatif)',
  amenitiesHint: 'Séparés par des virgules',
  submit: 'Enregistrer le bus',
};
const companies = [{ _id: '0190a0b0-0000-7000-8000-00000000c001', name: 'Ivoire Transport' }];
const bus: AdminBusView = {
  _id: 'b1',
  name: 'Car du matin',
  company: companies[0]!,
  busId: 'CI-0001-AB',
  totalSeats: 30,
  layout: '2x1',
  model: 'Yutong',
  busNumber: 'CI-0001-AB',
  type: null,
  amenities: ['wifi', 'ac'],
  createdAt: '2026-01-01T00:00:00.000Z',
};

function renderForm(
  area: 'admin' | 'operator',
  save = vi.fn(async (_body: object) => ({})),
  start: AdminBusView | null = null,
) {
  const onDone = vi.fn();
  const props = { bus: start, save, onDone, text };
  render(
    <Dialog open>
      <DialogContent title="Bus">
        {area === 'admin' ? (
          <BusForm
            {...props}
            schema={adminBusSchema}
            company={{ label: 'Compagnie', placeholder: 'Choisir une compagnie', options: companies }}
          />
        ) : (
          <BusForm {...props} schema={operatorBusSchema} />
        )}
      </DialogContent>
    </Dialog>,
  );
  return { save, onDone, user: userEvent.setup() };
}

async function fillBus(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Nom du bus'), 'Car du soir');
  await user.type(screen.getByLabelText('Identifiant'), 'CI-0002-CD');
  await user.type(screen.getByLabelText('Sièges'), '44');
  await user.type(screen.getByLabelText('Équipements (facultatif)'), 'wifi, ac');
}

describe('BusForm', () => {
  it('in the back office, asks for the company and sends it with the bus', async () => {
    const { save, onDone, user } = renderForm('admin');
    await fillBus(user);
    await user.click(screen.getByRole('button', { name: 'Enregistrer le bus' }));
    await screen.findByText('Veuillez sélectionner une compagnie pour ce bus');
    expect(save).not.toHaveBeenCalled();

    await user.selectOptions(screen.getByLabelText('Compagnie'), 'Ivoire Transport');
    await user.click(screen.getByRole('button', { name: 'Enregistrer le bus' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(save).toHaveBeenCalledWith(
      expect.objectContaining({
        name: 'Car du soir',
        company: companies[0]!._id,
        busId: 'CI-0002-CD',
        totalSeats: 44,
        layout: '2x2',
        amenities: ['wifi', 'ac'],
      }),
    );
  });

  it('in a workspace, has no company to choose and sends none (the caller’s)', async () => {
    const { save, onDone, user } = renderForm('operator');
    expect(screen.queryByLabelText('Compagnie')).toBeNull();
    await fillBus(user);
    await user.click(screen.getByRole('button', { name: 'Enregistrer le bus' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    const body = save.mock.calls[0]?.[0];
    expect(body).not.toHaveProperty('company');
    expect(body).toMatchObject({ name: 'Car du soir', totalSeats: 44 });
  });

  it('shows the required fields’ messages and sends nothing', async () => {
    const { save, user } = renderForm('operator');
    await user.clear(screen.getByLabelText('Disposition'));
    await user.click(screen.getByRole('button', { name: 'Enregistrer le bus' }));
    await screen.findByText('Le nom est requis');
    screen.getByText("L'identifiant du bus est requis");
    expect(save).not.toHaveBeenCalled();
  });

  it('starts from the bus being edited, its company chosen', async () => {
    renderForm('admin', undefined, bus);
    expect(screen.getByLabelText('Nom du bus')).toHaveProperty('value', 'Car du matin');
    expect(screen.getByLabelText('Compagnie')).toHaveProperty('value', companies[0]!._id);
    expect(screen.getByLabelText('Disposition')).toHaveProperty('value', '2x1');
    expect(screen.getByLabelText('Équipements (facultatif)')).toHaveProperty('value', 'wifi, ac');
  });

  it('puts a refusal that names a field under it and stays open', async () => {
    const refusal = new ApiError('Conflit', {
      status: 409,
      errors: [{ field: 'busId', message: 'Identifiant déjà pris' }],
    });
    const { onDone, user } = renderForm(
      'operator',
      vi.fn(async () => Promise.reject(refusal)),
    );
    await fillBus(user);
    await user.click(screen.getByRole('button', { name: 'Enregistrer le bus' }));
    await screen.findByText('Identifiant déjà pris');
    expect(onDone).not.toHaveBeenCalled();
  });
});
