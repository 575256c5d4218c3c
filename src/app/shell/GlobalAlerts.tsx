import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useBrand } from '../../manifest/brand-context';
import { alertKey } from '../../manifest/gates';
import type { Facts } from '../../manifest/rule-types';
import { AlertBanner } from '../../ui/AlertBanner';
import { alertButtons, alertLinks, readDismissed, rememberDismissed, visibleAlerts } from './alert-dismissal';
import { useMenuAction } from './use-menu-action';

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.sm};
  margin-bottom: ${({ theme }) => theme.spacing.lg};
`;

/**
 * The manifest's global alert banners whose rule holds; dismissible ones stay dismissed for the session. An alert
 * may carry links (an app route or an external address) and buttons (dismiss, log out, change group): spec §3.
 */
export function GlobalAlerts({ facts }: { facts: Facts | null }) {
  const { t } = useTranslation();
  const { alerts, rules } = useBrand();
  const runAction = useMenuAction();
  const [dismissed, setDismissed] = useState(() => readDismissed());
  const shown = visibleAlerts(alerts, facts, rules, dismissed);
  if (shown.length === 0) return null;
  return (
    <Stack>
      {shown.map((alert) => {
        const dismiss = () => setDismissed(rememberDismissed(alert.id));
        return (
          <div key={alert.id} data-gate={alertKey(alert.id)}>
            <AlertBanner
              type={alert.type}
              title={t(alert.title)}
              onDismiss={alert.canDismiss ? dismiss : undefined}
              links={alertLinks(alert).map((link) => ({ ...link, label: t(link.label) }))}
              buttons={alertButtons(alert).map((button) => ({
                label: t(button.label),
                onClick: () => (button.action === 'dismiss' ? dismiss() : void runAction(button.action)),
              }))}
            >
              {alert.content ? <p>{t(alert.content)}</p> : null}
            </AlertBanner>
          </div>
        );
      })}
    </Stack>
  );
}
