import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Icon } from '../../ui/icons';
import { linkStyles } from '../../ui/Link';
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
 * inert, so a second press does not start it again (the page is left on success). The hand-off's code loads with
 * the press: /home does not carry it.
 */
export function EbillTool({ address }: { address: string | undefined }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [state, setState] = useState<'ready' | 'leaving' | 'failed'>('ready');
  const leaving = state === 'leaving';
  return (
    <>
      <LinkButton
        type="button"
        aria-disabled={leaving || undefined}
        aria-busy={leaving || undefined}
        onClick={() => {
          if (leaving) return;
          setState('leaving');
          import('../../member/ebill-hand-off')
            .then(({ openEbill }) => openEbill(queryClient, address))
            .catch(() => setState('failed'));
        }}
      >
        <EntryName>{t('programs.tools.ebill.name')}</EntryName>
        <Icon name="external" size={16} />
      </LinkButton>
      <EntryDescription>{t('programs.tools.ebill.description')}</EntryDescription>
      {state === 'failed' && <Problem role="alert">{t('programs.tools.ebill.error')}</Problem>}
    </>
  );
}
