import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { ScheduleFields } from './schedule-fields';

/** A form as the timetable form holds it, showing the arrival it would send. */
function TimetableLikeForm() {
  const form = useForm({ defaultValues: { departureTime: '', durationMinutes: '', arrivalTime: '' } });
  const sent = useWatch({ control: form.control, name: 'arrivalTime' });
  return (
    <FormProvider {...form}>
      <ScheduleFields idPrefix="line" durationName="durationMinutes" />
      <p>sent: {sent || 'nothing'}</p>
    </FormProvider>
  );
}

async function fill(departure: string, minutes: string) {
  const user = userEvent.setup();
  render(<TimetableLikeForm />);
  if (departure) await user.type(screen.getByLabelText('Heure de départ'), departure);
  if (minutes) await user.type(screen.getByLabelText('Durée (minutes)'), minutes);
}

describe('ScheduleFields', () => {
  it('works the arrival out from the departure and the duration, and keeps it in the form', async () => {
    await fill('08:00', '270');
    expect(screen.getByLabelText("Heure d'arrivée").textContent).toBe('12:30');
    screen.getByText('= 4h30min');
    screen.getByText('sent: 12:30');
  });

  it('says when the arrival is the next day', async () => {
    await fill('22:30', '150');
    expect(screen.getByLabelText("Heure d'arrivée").textContent).toBe('01:00 le lendemain');
    screen.getByText('sent: 01:00');
  });

  it('shows no arrival, and sends none, until both are typed', async () => {
    await fill('', '90');
    screen.getByText("Calculée d'après le départ et la durée");
    screen.getByText('sent: nothing');
  });

  it('has no arrival field to type in: it is an output', () => {
    render(<TimetableLikeForm />);
    expect(screen.getByLabelText("Heure d'arrivée").tagName).toBe('OUTPUT');
  });
});
