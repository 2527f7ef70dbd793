'use client';

import { lazy, Suspense, useState, type RefObject } from 'react';
import Button from '@mui/material/Button';
import type { DraftKey } from '@/lib/drafts/draft-requests';
import type { SaveDraftDialogProps } from './save-draft-dialog';
import { useTranslations } from 'next-intl';

/** The dialog and its request code are fetched on the first press, not with the page. */
const SaveDraftDialog = lazy(() => import('./save-draft-dialog').then((module) => ({ default: module.SaveDraftDialog })));

type SaveDraftButtonProps = {
  compCode: string;
  /** The step the applicant is on: steps after it are not counted as done. */
  getStep: () => number;
  /** The draft saved before (or resumed from), token and proof: saving again updates that draft. */
  draft: RefObject<DraftKey | null>;
  /** Where the applicant came from (lib/sources/attribution.ts), saved beside the answers. */
  source: string;
};

/** "Save and finish later", beside Back / Next on every step of the wizard. */
export function SaveDraftButton({ compCode, getStep, draft, source }: SaveDraftButtonProps) {
  const [opened, setOpened] = useState(0);
  const t = useTranslations('Wizard');
  return (
    <>
      <Button variant="text" onClick={() => setOpened((count) => count + 1)}>
        {t('saveForLater')}
      </Button>
      {opened > 0 && (
        <Suspense fallback={null}>
          <SaveDraftDialog
            key={opened}
            compCode={compCode}
            step={getStep()}
            draft={draft}
            source={source}
            onClose={() => setOpened(0)}
          />
        </Suspense>
      )}
    </>
  );
}

export type { SaveDraftDialogProps };
