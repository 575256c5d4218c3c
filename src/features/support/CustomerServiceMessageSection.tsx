import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Tile } from '../../ui/Tile';
import { tileWhileNotLoaded } from '../../ui/TileStates';
import { customerServiceMessageQuery } from './page-api';

/** Spec §7's configured "customer-service message": customer service's notice as it sends it; nothing where none. */
export default function CustomerServiceMessageSection() {
  const { t } = useTranslation();
  const notice = useQuery(customerServiceMessageQuery);
  const title = t('contact.page.notice');
  if (!notice.isSuccess) return tileWhileNotLoaded(notice, title, { minHeight: '5rem', lines: 1 });
  if (notice.data === null) return null;
  return (
    <Tile title={title}>
      <p>{notice.data.message}</p>
    </Tile>
  );
}
