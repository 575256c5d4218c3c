import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Tile } from '../../ui/Tile';
import type { CommonQuestionsProps } from './common-questions.widget';
import { questionsShown } from './rules';

const Questions = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.sm};
`;

/** A native disclosure: Enter or Space on the question opens and closes it, and screen readers say its state. */
const Question = styled.details`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.surface};
  summary {
    cursor: pointer;
    min-height: 24px;
    padding: ${({ theme }) => theme.spacing.sm} ${({ theme }) => theme.spacing.md};
    font-weight: 700;
  }
  summary:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  p {
    margin: 0;
    padding: 0 ${({ theme }) => theme.spacing.md} ${({ theme }) => theme.spacing.md};
  }
`;

const key = (id: string) => `support.questions.items.${id}`;

/** The help center's common questions (copy in content/en/support.json; which ones, the manifest section's ids). */
export default function CommonQuestionsSection({ questionIds }: CommonQuestionsProps) {
  const { t, i18n } = useTranslation();
  const ids = questionsShown(questionIds, (id) => i18n.exists(`${key(id)}.question`) && i18n.exists(`${key(id)}.answer`));
  return (
    <Tile title={t('support.questions.title')}>
      <p>{t('support.questions.intro')}</p>
      <Questions>
        {ids.map((id) => (
          <Question key={id}>
            <summary>{t(`${key(id)}.question`)}</summary>
            <p>{t(`${key(id)}.answer`)}</p>
          </Question>
        ))}
      </Questions>
    </Tile>
  );
}
