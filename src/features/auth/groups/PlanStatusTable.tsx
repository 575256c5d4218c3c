import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Icon } from '../../../ui/icons';
import type { GroupDetail } from './api-types';
import { planCategories, planStatusMark } from './rules';

const Table = styled.table`
  border-collapse: collapse;
  min-width: min(16rem, 100%);
  caption { text-align: left; font-weight: 600; padding-bottom: ${({ theme }) => theme.spacing.xs}; }
  th, td {
    text-align: left;
    padding: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.md}`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Status = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xs};
`;

/** Select-group's table: Medical, Dental, Vision, Pharmacy with a mark and a word for each plan status. */
export function PlanStatusTable({ detail }: { detail: GroupDetail }) {
  const { t } = useTranslation();
  return (
    <Table>
      <caption>{t('groups.selectGroup.planStatus')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('groups.selectGroup.plan')}</th>
          <th scope="col">{t('groups.selectGroup.status')}</th>
        </tr>
      </thead>
      <tbody>
        {planCategories.map((category) => {
          const mark = planStatusMark(detail[category]);
          return (
            <tr key={category}>
              <th scope="row">{t(`groups.categories.${category}`)}</th>
              <td>
                <Status>
                  <Icon name={mark.icon} size={18} />
                  {t(mark.labelKey)}
                </Status>
              </td>
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}
