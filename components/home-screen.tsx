import Image from 'next/image';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { LinkButton } from './link-button';

/** The landing screen; a server component, since nothing on it needs JavaScript beyond the link. */
export function HomeScreen({ compCode }: { compCode: string }) {
  return (
    <Box sx={{ maxWidth: 480, mx: 'auto', textAlign: 'center' }}>
      <Image
        src="/logo.svg"
        alt="Driver Application logo"
        width={320}
        height={170}
        priority
        style={{ width: '100%', maxWidth: 320, height: 'auto' }}
      />
      <Typography variant="h1" sx={{ mt: 2 }}>
        Driver Application
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        Apply for a commercial driver (CDL) job. Have your license, the past three years of your driving record and
        your recent employers at hand; it takes about 15 minutes.
      </Typography>
      <Divider sx={{ my: 3 }} />
      <LinkButton href={`/application/${compCode}`} variant="contained" size="large">
        Start Driver Application
      </LinkButton>
    </Box>
  );
}
