import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { renderPage } from '@/testing/render';
import { server } from '@/testing/server';
import { api } from './api-client';
import { errorMessage } from './api-error';
import { applyServerErrors, useSchemaForm } from './schema-form';
import { useErrorText } from './use-error-text';

// The branch every form takes when the API refuses a submit (useSchemaForm, applyServerErrors), through the app's
// own client against the API mocked at the network level: what the person filling the form sees.

const contactSchema = z.object({
  name: z.string().trim().min(1, 'nameRequired'),
  phoneNumber: z.string().trim(),
});

/** A form built as the app's are; the API calls its phone `phone`, the form `phoneNumber`. */
function ContactForm() {
  const errorText = useErrorText();
  const [general, setGeneral] = useState<string | null>(null);
  const form = useSchemaForm(contactSchema, { defaultValues: { name: '', phoneNumber: '' } });
  const {
    register,
    formState: { errors, isSubmitSuccessful },
  } = form;
  const onSubmit = form.handleSubmit(async (values) => {
    setGeneral(null);
    try {
      await api.post('/contacts', values);
    } catch (error) {
      if (applyServerErrors(form, error, { phone: 'phoneNumber' }).length === 0)
        setGeneral(errorMessage(error, 'Échec'));
      throw error;
    }
  });
  const field = (name: 'name' | 'phoneNumber', label: string) => (
    <p>
      <label htmlFor={name}>{label}</label>
      <input
        id={name}
        {...register(name)}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={`${name}-error`}
      />
      <span id={`${name}-error`}>{errorText(errors[name])}</span>
    </p>
  );
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event).catch(() => undefined)}>
      {general && <p role="alert">{general}</p>}
      {field('name', 'Nom')}
      {field('phoneNumber', 'Téléphone')}
      {isSubmitSuccessful && <p>Envoyé</p>}
      <button type="submit">Envoyer</button>
    </form>
  );
}

const invalid = (input: HTMLElement) => input.getAttribute('aria-invalid') === 'true';
/** The error text shown under a field (tied to it by aria-describedby). */
const errorOf = (name: string) => document.getElementById(name)?.textContent;

function refuse(status: number, body: Record<string, unknown>) {
  const sent: unknown[] = [];
  server.use(
    http.post('/api/contacts', async ({ request }) => {
      sent.push(await request.json());
      return HttpResponse.json({ success: false, ...body }, { status });
    }),
  );
  return sent;
}

async function submit(name: string, phone: string) {
  const { user } = renderPage(<ContactForm />);
  await user.type(await screen.findByLabelText('Nom'), name);
  if (phone) await user.type(screen.getByLabelText('Téléphone'), phone);
  await user.click(screen.getByRole('button', { name: 'Envoyer' }));
  return user;
}

describe('a form refused by the API', () => {
  it('shows each field error under its field, renamed, and not the general message', async () => {
    const sent = refuse(409, {
      message: 'Données refusées',
      errors: [
        { field: 'phone', message: 'Ce numéro est déjà utilisé' },
        { field: 'email', message: 'Pas un champ du formulaire' },
      ],
    });
    await submit('Awa', '0707070707');

    const phone = screen.getByLabelText('Téléphone');
    await waitFor(() => expect(invalid(phone)).toBe(true));
    expect(errorOf('phoneNumber-error')).toBe('Ce numéro est déjà utilisé');
    expect(invalid(screen.getByLabelText('Nom'))).toBe(false);
    expect(screen.queryByText('Pas un champ du formulaire')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    // The schema's output went to the API (trimmed), not the raw inputs.
    expect(sent).toEqual([{ name: 'Awa', phoneNumber: '0707070707' }]);
  });

  it('falls back to the general message when no error names a field of the form', async () => {
    refuse(429, { message: 'Trop de requêtes, réessayez dans une minute' });
    await submit('Awa', '');

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Trop de requêtes, réessayez dans une minute',
    );
    expect(invalid(screen.getByLabelText('Téléphone'))).toBe(false);
  });

  it('lets the person correct the field: typing again clears the server error and the next submit goes', async () => {
    refuse(400, { message: 'Données invalides', errors: [{ field: 'name', message: 'Nom déjà pris' }] });
    const user = await submit('Awa', '');
    const name = screen.getByLabelText('Nom');
    await waitFor(() => expect(errorOf('name-error')).toBe('Nom déjà pris'));

    server.use(http.post('/api/contacts', () => HttpResponse.json({ success: true, data: null })));
    await user.type(name, ' Koné');
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    await screen.findByText('Envoyé');
    expect(invalid(name)).toBe(false);
  });

  it('still checks the shared schema in the browser first: nothing is sent for a blank name', async () => {
    const sent = refuse(400, { message: 'never' });
    const { user } = renderPage(<ContactForm />);
    await user.click(await screen.findByRole('button', { name: 'Envoyer' }));

    await waitFor(() => expect(invalid(screen.getByLabelText('Nom'))).toBe(true));
    expect(errorOf('name-error')).toBe('Le nom est requis');
    expect(sent).toEqual([]);
  });
});

// react-hook-form keeps a field edited before the form is ready (it would otherwise write its default into it), which
// a server-rendered form (tracking, partner) relies on: what is typed before the script runs is what it submits.
describe('a server-rendered form', () => {
  it('keeps what was typed before the script ran, and submits it', async () => {
    const sent: unknown[] = [];
    function TrackForm() {
      const form = useSchemaForm(contactSchema, { defaultValues: { name: '', phoneNumber: '' } });
      return (
        <form onSubmit={(event) => void form.handleSubmit((values) => void sent.push(values))(event)}>
          <input aria-label="Nom" {...form.register('name')} />
          <input aria-label="Téléphone" {...form.register('phoneNumber')} />
          <button type="submit">Envoyer</button>
        </form>
      );
    }
    const container = document.createElement('div');
    container.innerHTML = renderToString(<TrackForm />);
    document.body.append(container);
    container.querySelector<HTMLInputElement>('input[name="name"]')!.value = 'Awa';
    await act(async () => {
      hydrateRoot(container, <TrackForm />);
    });
    expect(screen.getByLabelText<HTMLInputElement>('Nom').value).toBe('Awa');
    await act(async () => screen.getByRole('button', { name: 'Envoyer' }).click());
    await waitFor(() => expect(sent).toEqual([{ name: 'Awa', phoneNumber: '' }]));
    container.remove();
  });
});
