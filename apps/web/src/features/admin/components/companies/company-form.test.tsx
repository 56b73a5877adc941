import type { AdminCompanyView } from '@gbaka/shared';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { Dialog } from '@/components/ui/dialog';
import { renderPage } from '@/testing/render';
import { server } from '@/testing/server';
import { CompanyForm } from './company-form';

// The station's description in the three languages (issue 16): French, the text shown when a translation is
// missing, then optional English and Spanish; a translation without the French text is refused.

const company: AdminCompanyView = {
  _id: '0190a0b0-0000-7000-8000-00000000e001',
  name: 'Lagune Express',
  logo: null,
  description: 'Guichets ouverts de 5 h à 22 h.',
  descriptionEn: 'Counters open from 5 am to 10 pm.',
  descriptionEs: null,
  address: "Gare routière d'Adjamé, Abidjan",
  phone: '+2252720300101',
  email: 'contact@lagune.example',
  website: null,
};

// The form lives in the back office's dialog (its footer's Cancel closes it).
const inDialog = (onDone: () => void) => (
  <Dialog open>
    <CompanyForm company={company} onDone={onDone} />
  </Dialog>
);

describe('CompanyForm', () => {
  it("shows the station's description in French, English and Spanish and saves the three", async () => {
    let body: Record<string, unknown> | undefined;
    server.use(
      http.put('/api/admin/companies/:id', async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ success: true, data: { ...company, ...body }, message: 'ok' });
      }),
    );
    const onDone = vi.fn();
    const { user } = renderPage(inDialog(onDone));

    expect(screen.getByRole('group', { name: 'Description de la gare' })).toBeTruthy();
    expect((screen.getByLabelText('En français (facultatif)') as HTMLTextAreaElement).value).toBe(
      'Guichets ouverts de 5 h à 22 h.',
    );
    expect((screen.getByLabelText('En anglais (facultatif)') as HTMLTextAreaElement).value).toBe(
      'Counters open from 5 am to 10 pm.',
    );
    const spanish = screen.getByLabelText<HTMLTextAreaElement>('En espagnol (facultatif)');
    expect(spanish.value).toBe('');
    expect(spanish.lang).toBe('es');

    await user.type(spanish, 'Taquillas abiertas de 5:00 a 22:00.');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(body).toMatchObject({
      description: 'Guichets ouverts de 5 h à 22 h.',
      descriptionEn: 'Counters open from 5 am to 10 pm.',
      descriptionEs: 'Taquillas abiertas de 5:00 a 22:00.',
    });
  });

  it('refuses a translation without the French description, saying so on the French field', async () => {
    const save = vi.fn();
    server.use(
      http.put('/api/admin/companies/:id', () => {
        save();
        return HttpResponse.json({ success: true, data: company });
      }),
    );
    const { user } = renderPage(inDialog(() => {}));
    const french = screen.getByLabelText('En français (facultatif)');
    await user.clear(french);
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(
      await screen.findByText('La description en français est requise pour ajouter une traduction'),
    ).toBeTruthy();
    expect(french.getAttribute('aria-invalid')).toBe('true');
    expect(save).not.toHaveBeenCalled();
  });
});
