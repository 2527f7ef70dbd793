'use client';

import type { UseFormReturn } from 'react-hook-form';
import { driverLicense } from '@/lib/applicant/steps/driver-license';
import type { ApplicationFormValues, FormFieldName } from '@/lib/applicant/form-values';
import { DocumentUploads } from '@/components/documents/document-uploads';
import { documentActions, missingDocuments, uploadsPending } from '@/components/documents/document-store';
import { DeclaredStep } from '../declared-steps';

/**
 * Step 4: the license's answers, drawn from their declaration, then the photos of the documents (their upload code
 * comes with this step's download, not with the wizard's first).
 */
export function DriverLicenseStep() {
  return (
    <>
      <DeclaredStep step={driverLicense} />
      <DocumentUploads />
    </>
  );
}

/** Next on step 4: the step's answers, then its documents (the CDL's sides, the medical card unless not at hand), all sent. */
export async function validateDriverLicenseStep(form: UseFormReturn<ApplicationFormValues>): Promise<boolean> {
  const fieldsValid = await form.trigger(Object.keys(driverLicense.fields) as FormFieldName[], { shouldFocus: true });
  const missing = missingDocuments(form.getValues('medicalCardMissing') === true);
  if (missing.length === 0 && !uploadsPending()) return fieldsValid;
  documentActions.showMissing();
  if (fieldsValid) document.querySelector<HTMLElement>(`[data-document-kind="${missing[0] ?? ''}"] label, [data-document-kind] [role="alert"]`)?.focus();
  return false;
}
