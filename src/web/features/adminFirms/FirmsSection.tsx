import { useParams } from 'react-router';
import { FirmPage } from './FirmPage';
import { FirmsListPage } from './FirmsListPage';
import { NewFirmPage } from './NewFirmPage';

/** The administration's Företag tab: /admin/foretag (the list), /ny (a new firm), /<uid> (one firm). */
export function FirmsSection() {
  const [, sub] = (useParams()['*'] ?? '').split('/');
  if (!sub) return <FirmsListPage />;
  if (sub === 'ny') return <NewFirmPage />;
  return <FirmPage key={sub} uid={sub} />;
}
