import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Fragment, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EditFormCard } from '../../ui/EditFormCard';
import { Facts } from '../../ui/Facts';
import { PasswordField } from '../../ui/PasswordField';
import { SelectField } from '../../ui/SelectField';
import { tileWhileNotLoaded } from '../../ui/TileStates';
import { Text } from './layout';
import { chosenQuestionsQuery, putSecurityAnswers, securityQuestionsQuery, settingsKeys } from './page-api';
import {
  answeredQuestions,
  answerField,
  initialSecurityForm,
  questionChoices,
  questionField,
  securityAnswerCount,
  securityAnswersRequest,
  securityRules,
  type SecurityAnswersRequest,
  type SecurityForm,
  type SecurityQuestion,
} from './rules';
import { allOf } from './section-state';
import { useEditCard } from './use-edit-card';

const positions = Array.from({ length: securityAnswerCount }, (_, i) => i + 1);

function SecurityQuestionsCard({ questions, chosen }: { questions: readonly SecurityQuestion[]; chosen: readonly number[] }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const initial = useMemo(() => initialSecurityForm(chosen), [chosen]);
  const { form, card, submitWith } = useEditCard<keyof SecurityForm, SecurityAnswersRequest>({
    title: t('settings.security.title'),
    initial,
    rules: securityRules,
    send: putSecurityAnswers,
    onSaved: (body) => queryClient.setQueryData(settingsKeys.chosenQuestions, { questionIds: body.answers.map((a) => a.questionId) }),
  });
  const submit = submitWith(securityAnswersRequest);

  const answered = answeredQuestions(chosen, questions);
  const display = (
    <>
      <Text>{t('settings.security.intro')}</Text>
      {answered.length === 0 ? (
        <Text>{t('settings.security.none')}</Text>
      ) : (
        <Facts>
          {answered.map((question, index) => (
            <Fragment key={question}>
              <dt>{t('settings.security.question', { position: index + 1 })}</dt>
              <dd>{question}</dd>
            </Fragment>
          ))}
        </Facts>
      )}
    </>
  );

  return (
    <EditFormCard {...card} display={display} onSubmit={submit}>
      <Text>{t('settings.security.editIntro', { count: securityAnswerCount })}</Text>
      {positions.map((position) => {
        const question = questionField(position);
        const answer = answerField(position);
        const options = questionChoices(questions, form.values, position).map((q) => ({ value: String(q.id), label: q.question }));
        return (
          <Fragment key={position}>
            <SelectField
              {...form.bind(question, t('settings.security.question', { position }))}
              options={options}
              placeholder={t('settings.security.chooseQuestion')}
            />
            <PasswordField
              {...form.bind(answer, t('settings.security.answer', { position }))}
              hint={t('settings.security.answerHint')}
              autoComplete="off"
            />
          </Fragment>
        );
      })}
    </EditFormCard>
  );
}

/**
 * The `securityQuestions` section of /account/settings: the questions the member has answered (by their text from
 * GET account/security-questions; the answers are never shown), and an edit form to choose them again with new
 * answers (PUT account/security-answers). Loading and failure per section, with 'Try again'.
 */
export default function SecurityQuestionsSection() {
  const { t } = useTranslation();
  const questions = useQuery(securityQuestionsQuery);
  const chosen = useQuery(chosenQuestionsQuery);
  if (!questions.isSuccess || !chosen.isSuccess) {
    return tileWhileNotLoaded(allOf([questions, chosen]), t('settings.security.title'), { minHeight: '9rem', lines: 3 });
  }
  return <SecurityQuestionsCard questions={questions.data} chosen={chosen.data.questionIds} />;
}
