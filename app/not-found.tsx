import { ApplicantShell } from '@/components/applicant-shell';
import { NotFoundScreen } from '@/components/home-screen';

export default function NotFound() {
  return (
    <ApplicantShell>
      <NotFoundScreen />
    </ApplicantShell>
  );
}
