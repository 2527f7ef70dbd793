/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { TestWizardIntl } from '@/tests/wizard-intl';
import type { Locale } from '@/lib/i18n/locales';
import { SubmitDialog as Dialog } from './submit-dialog';

/** The dialog as the wizard shows it, in `locale` (English unless given). */
function SubmitDialog({ locale = 'en', ...props }: ComponentProps<typeof Dialog> & { locale?: Locale }) {
  return (
    <TestWizardIntl locale={locale}>
      <Dialog {...props} />
    </TestWizardIntl>
  );
}

const receipt = { numberId: 1042, creationDate: '2026-11-22T18:30:00.000Z' };

/** The day the dialog gives for a stored timestamp, seen from `timeZone`. */
async function shownDate(creationDate: string, timeZone: string, locale: Locale = 'en') {
  const { unmount } = render(
    <SubmitDialog kind="submitted" open onClose={jest.fn()} receipt={{ numberId: 7, creationDate }} timeZone={timeZone} locale={locale} />,
  );
  const date = (await screen.findByText(/^(Date|Fecha):/)).textContent;
  unmount();
  return date;
}

describe('the submission date', () => {
  it('writes the day en-US style, long month, and in Spanish as a Spanish speaker reads it', async () => {
    expect(await shownDate('2026-11-22T18:30:00.000Z', 'UTC')).toBe('Date: November 22, 2026');
    expect(await shownDate('2026-11-22T18:30:00.000Z', 'UTC', 'es')).toBe('Fecha: 22 de noviembre de 2026');
  });

  it("uses the applicant's time zone, not UTC: late evening in Texas is already tomorrow in UTC", async () => {
    expect(await shownDate('2026-11-23T03:30:00.000Z', 'UTC')).toBe('Date: November 23, 2026');
    expect(await shownDate('2026-11-23T03:30:00.000Z', 'America/Chicago')).toBe('Date: November 22, 2026');
    expect(await shownDate('2026-11-22T20:00:00.000Z', 'Asia/Tokyo')).toBe('Date: November 23, 2026');
  });
});

describe('SubmitDialog after a successful submit (it stays until closed)', () => {
  it('reads "CDL application submitted." with the number and date, all in its accessible description', async () => {
    render(<SubmitDialog kind="submitted" open onClose={jest.fn()} receipt={receipt} />);

    const dialog = await screen.findByRole('dialog', { name: 'Information' });
    const date = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }).format(new Date(receipt.creationDate));
    // 18:30 UTC is the 22nd from UTC-11 to UTC+5, the 23rd further east: either way, the browser's day.
    expect(date).toMatch(/^November 2[23], 2026$/);
    expect(dialog).toHaveTextContent('CDL application submitted.');
    expect(screen.getByText('Application number: 1042')).toBeVisible();
    expect(screen.getByText(`Date: ${date}`)).toBeVisible();
    expect(dialog).toHaveAccessibleDescription(`CDL application submitted. Application number: 1042 Date: ${date}`);
    expect(screen.getByTestId('success-icon')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ok' })).toHaveFocus();
  });

  it('without a receipt (unreadable answer) it still says submitted, and no number', async () => {
    render(<SubmitDialog kind="submitted" open onClose={jest.fn()} receipt={null} />);

    const dialog = await screen.findByRole('dialog', { name: 'Information' });
    expect(dialog).toHaveAccessibleDescription('CDL application submitted.');
    expect(screen.queryByText(/Application number/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Date:/)).not.toBeInTheDocument();
  });

  it('Ok and Escape both close it (the caller then goes home)', async () => {
    const onClose = jest.fn();
    render(<SubmitDialog kind="submitted" open onClose={onClose} receipt={receipt} />);

    await userEvent.click(await screen.findByRole('button', { name: 'Ok' }));
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('the failure dialog shows no receipt even if one is passed', async () => {
    render(<SubmitDialog kind="failed" open onClose={jest.fn()} receipt={receipt} />);

    const dialog = await screen.findByRole('dialog', { name: 'Alert' });
    expect(dialog).toHaveAccessibleDescription('Unable to submit application.');
    expect(screen.queryByText(/Application number/)).not.toBeInTheDocument();
  });

  it('after a 429 it says plainly how long to wait and that the answers are kept', async () => {
    render(<SubmitDialog kind="failed" open onClose={jest.fn()} tooManyRetryAfter="300" />);

    const dialog = await screen.findByRole('dialog', { name: 'Alert' });
    expect(dialog).toHaveAccessibleDescription(
      'Unable to submit application. Too many applications were sent from this network. ' +
        'Please wait 5 minutes, then press Finish again. Your answers are kept.',
    );
  });

  it('in Spanish, says the same: the wait in Spanish words, Enviar for the button it names', async () => {
    render(<SubmitDialog kind="failed" open onClose={jest.fn()} tooManyRetryAfter="60" locale="es" />);

    const dialog = await screen.findByRole('dialog', { name: 'Aviso' });
    expect(dialog).toHaveAccessibleDescription(
      'No se pudo enviar la solicitud. Se enviaron demasiadas solicitudes desde esta red. ' +
        'Espere un minuto y vuelva a oprimir Enviar. Sus respuestas se conservan.',
    );
    expect(screen.getByRole('button', { name: 'Aceptar' })).toBeVisible();
  });
});
