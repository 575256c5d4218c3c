import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useBrand } from '../../manifest/brand-context';
import type { Facts } from '../../manifest/rule-types';
import { AlertBanner } from '../../ui/AlertBanner';
import { readDismissed, rememberDismissed, visibleAlerts } from './alert-dismissal';

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.sm};
  margin-bottom: ${({ theme }) => theme.spacing.lg};
`;

/** The manifest's global alert banners whose rule holds; dismissible ones stay dismissed for the session. */
export function GlobalAlerts({ facts }: { facts: Facts | null }) {
  const { t } = useTranslation();
  const { alerts, rules } = useBrand();
  const [dismissed, setDismissed] = useState(() => readDismissed());
  const shown = visibleAlerts(alerts, facts, rules, dismissed);
  if (shown.length === 0) return null;
  return (
    <Stack>
      {shown.map((alert) => (
        <AlertBanner
          key={alert.id}
          type={alert.type}
          title={t(alert.title)}
          onDismiss={alert.canDismiss ? () => setDismissed(rememberDismissed(alert.id)) : undefined}
        >
          {alert.content ? <p>{t(alert.content)}</p> : null}
        </AlertBanner>
      ))}
    </Stack>
  );
}
