import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '../../ui/Button';
import { Tile } from '../../ui/Tile';
import { tileWhileNotLoaded } from '../../ui/TileStates';
import { chatConfigQuery } from './page-api';
import { chatAddress } from './rules';

const ChatFrame = styled.iframe`
  width: 100%;
  min-height: 24rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.background};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.sm};
`;

/**
 * Live chat initialisation (spec §2 "live chat initialisation when configured", §3 Chat config): the launcher
 * shows where the brand's chat set-up says so, and nothing of the chat loads until the member presses it; then the
 * chat opens in a frame from the configured host. No set-up, or displayChat false: no section at all.
 */
export default function ChatLauncher() {
  const { t } = useTranslation();
  const config = useQuery(chatConfigQuery);
  const [open, setOpen] = useState(false);
  const launcher = useRef<HTMLButtonElement>(null);
  const title = t('support.chat.title');
  if (!config.isSuccess) return tileWhileNotLoaded(config, title, { minHeight: '8rem', lines: 2 });
  const address = chatAddress(config.data);
  if (address === null) return null;
  const close = () => {
    setOpen(false);
    // Back to the launcher once it is rendered again.
    requestAnimationFrame(() => launcher.current?.focus());
  };
  return (
    <Tile title={title}>
      <p>{t('support.chat.intro')}</p>
      {open ? (
        <>
          <ChatFrame src={address} title={t('support.chat.frameTitle')} />
          <Actions>
            <Button $variant="secondary" onClick={close}>
              {t('support.chat.close')}
            </Button>
          </Actions>
        </>
      ) : (
        <Actions>
          <Button ref={launcher} onClick={() => setOpen(true)}>
            {t('support.chat.open')}
          </Button>
        </Actions>
      )}
    </Tile>
  );
}
