import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Facts } from '../../manifest/rule-types';
import { useMemberSummary } from '../../member/member-summary';
import { AppLink } from '../../ui/AppLink';
import { TileError } from '../../ui/TileError';
import { currentGroup, groupDateRange, showsGroupBar } from './group-bar-model';

const Bar = styled.div`
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Inner = styled.div`
  max-width: 80rem;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.md}`};
`;

const GroupLink = styled(AppLink)`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  min-height: ${({ theme }) => theme.targetSize};
  color: ${({ theme }) => theme.colors.link};
`;

/**
 * 'Change group': with more than one group, a link to /select-group naming the current group and its dates. When
 * the groups cannot be read, the bar says so with 'Try again' (whether there is another group is not known).
 */
export function GroupBar({ facts }: { facts: Facts | null }) {
  const { t } = useTranslation();
  const summary = useMemberSummary();
  if (summary && 'failed' in summary) {
    return (
      <Bar>
        <Inner>
          <TileError message={t('shell.groupsFailed')} onRetry={summary.retry} retrying={summary.retrying} />
        </Inner>
      </Bar>
    );
  }
  if (!summary || !showsGroupBar(summary.groups)) return null;
  const group = currentGroup(summary.groups, facts?.['group.id'] ?? null);
  if (!group) return null;
  const range = groupDateRange(group);
  const dates = range.to ? t('shell.groupDates', range) : t('shell.groupDatesOpen', range);
  return (
    <Bar>
      <Inner>
        <GroupLink to="/select-group">
          <strong>{t('shell.changeGroup')}</strong>
          <span>{t('shell.groupCurrent', { group: group.groupName, dates })}</span>
        </GroupLink>
      </Inner>
    </Bar>
  );
}
