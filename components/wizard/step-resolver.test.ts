/**
 * @jest-environment jsdom
 */
import type { ResolverOptions } from 'react-hook-form';
import { defaultFormValues, type ApplicationFormValues } from '@/lib/applicant/form-values';
import { createStepResolver } from './step-resolver';

/** The wizard's resolver shows the messages in the page's language, as the server set `<html lang>`. */

const options: ResolverOptions<ApplicationFormValues> = { fields: {}, shouldUseNativeValidation: false };

async function step1Messages(lang: string) {
  document.documentElement.lang = lang;
  const { resolver } = createStepResolver();
  const { errors } = await resolver({ ...defaultFormValues(), dob: '02/30/1990', zip: '1' }, undefined, options);
  return { applicantName: errors.applicantName?.message, dob: errors.dob?.message, zip: errors.zip?.message };
}

describe('the wizard’s step resolver', () => {
  it('gives the messages in English on an English page', async () => {
    expect(await step1Messages('en')).toEqual({
      applicantName: 'Applicant Name Required.',
      dob: 'Date of Birth must be a real date as mm/dd/yyyy.',
      zip: 'ZIP Code must be 5 digits (or ZIP+4).',
    });
  });

  it('gives them in Spanish on a Spanish page, and in English again when the page is', async () => {
    expect(await step1Messages('es')).toEqual({
      applicantName: 'Nombre del solicitante: este dato es obligatorio.',
      dob: 'Fecha de nacimiento: escriba una fecha válida como mm/dd/aaaa.',
      zip: 'Código postal: escriba 5 dígitos (o ZIP+4).',
    });
    expect((await step1Messages('en')).applicantName).toBe('Applicant Name Required.');
  });

  it('falls back to English for a language it does not have', async () => {
    expect((await step1Messages('fr')).applicantName).toBe('Applicant Name Required.');
  });
});
