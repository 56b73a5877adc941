import { buildBooking } from '@gbaka/shared/test-fixtures';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '@/testing/render';
import { server } from '@/testing/server';
import { SaleDone } from './sale-done';

// A mobile-money sale at the counter: held until the payer approves it on their phone, then its receipt opens.

afterEach(() => vi.restoreAllMocks());

describe('SaleDone', () => {
  it('waits for the mobile-money payment, then opens the receipt', async () => {
    const opened = vi.spyOn(window, 'open').mockReturnValue(null);
    URL.createObjectURL = vi.fn(() => 'blob:receipt');
    URL.revokeObjectURL = vi.fn();
    const sale = {
      ...buildBooking({ _id: 'sale-mm', reference: 'ABCD1234', status: 'pending_payment' }),
      paymentUrl: 'http://localhost/api/payment/sandbox/t0k3n',
    };
    let polls = 0;
    server.use(
      http.get('/api/operator/sales/sale-mm', () => {
        polls += 1;
        const status = polls < 2 ? 'pending_payment' : 'confirmed';
        return HttpResponse.json({ success: true, data: { ...sale, status } });
      }),
      http.get(
        '/api/operator/sales/sale-mm/receipt',
        () => new HttpResponse('%PDF-1.3', { headers: { 'content-type': 'application/pdf' } }),
      ),
    );
    renderPage(<SaleDone sale={sale} onNext={() => {}} />);

    await screen.findByText('Vente ABCD1234 : en attente du paiement mobile money');
    expect(screen.getByRole('link', { name: 'Ouvrir la page de paiement' }).getAttribute('href')).toBe(
      sale.paymentUrl,
    );
    expect(opened).not.toHaveBeenCalled();
    await screen.findByText('Vente ABCD1234 encaissée');
    await waitFor(() => expect(opened).toHaveBeenCalledWith('blob:receipt', '_blank', 'noopener'));
    screen.getByRole('button', { name: 'Imprimer le reçu' });
  });
});
