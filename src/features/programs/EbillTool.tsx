import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Icon } from '../../ui/icons';
import { linkStyles } from '../../ui/Link';
import { useOpenEbill } from '../../member/ebill-hand-off';
import { EntryDescription, EntryName } from './layout';

/** Looks like the other tools' links, but it is a button: it does work (calls) before it leaves the page. */
const LinkButton = styled.button`
  ${linkStyles}
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xs};
  align-self: flex-start;
  padding: 0;
  border: 0;
  background: none;
  font: inherit;
  text-align: start;
  cursor: pointer;
  &[aria-disabled='true'] { cursor: progress; }
`;

const Problem = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.spacing.sm};
  border-radius: ${({ theme }) => theme.radii.small};
  background: ${({ theme }) => theme.colors.error};
  color: ${({ theme }) => theme.colors.onError};
`;

/**
 * The eBill shortcut tool (spec §9, id -1): gets a user key and the registration state, registers a first-time
 * member, then form-posts to the eBill address in this window. While that runs the button stays focusable but
 * inert, so a second press does not start it again.
 */
export function EbillTool({ address }: { address: string | undefined }) {
  const { t } = useTranslation();
  const openEbill = useOpenEbill(address);
  const leaving = openEbill.isPending || openEbill.isSuccess;
  return (
    <>
      <LinkButton
        type="button"
        aria-disabled={leaving || undefined}
        aria-busy={leaving || undefined}
        onClick={() => {
          if (!leaving) openEbill.mutate();
        }}
      >
        <EntryName>{t('programs.tools.ebill.name')}</EntryName>
        <Icon name="external" size={16} />
      </LinkButton>
      <EntryDescription>{t('programs.tools.ebill.description')}</EntryDescription>
      {openEbill.isError && <Problem role="alert">{t('programs.tools.ebill.error')}</Problem>}
    </>
  );
}
