import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Fragment, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessageOr } from '../../api/api-error';
import { EditFormCard } from '../../ui/EditFormCard';
import { Facts } from '../../ui/Facts';
import { PasswordField } from '../../ui/PasswordField';
import { SelectField } from '../../ui/SelectField';
import { useSnackbar } from '../../ui/snackbar/snackbar-context';
import { tileWhileNotLoaded } from '../../ui/TileStates';
import { useForm } from '../../ui/validation/use-form';
import { Text } from './layout';
import { chosenQuestionsQuery, handlesErrors, putSecurityAnswers, securityQuestionsQuery, settingsKeys } from './page-api';
import {
  answeredQuestions,
  answerField,
  initialSecurityForm,
  questionChoices,
  questionField,
  securityAnswerCount,
  securityAnswersRequest,
  securityRules,
  type SecurityForm,
  type SecurityQuestion,
} from './rules';
import { allOf } from './section-state';
import type { SecurityQuestionsProps } from './security-questions.widget';

const positions = Array.from({ length: securityAnswerCount }, (_, i) => i + 1);

function SecurityQuestionsCard({ questions, chosen }: { questions: readonly SecurityQuestion[]; chosen: readonly number[] }) {
  const { t } = useTranslation();
  const { notify } = useSnackbar();
  const queryClient = useQueryClient();
  const title = t('settings.security.title');
  const [editing, setEditing] = useState(false);
  const save = useMutation({ mutationFn: putSecurityAnswers, ...handlesErrors });
  const clearError = save.reset;
  const initial = useMemo(() => initialSecurityForm(chosen), [chosen]);
  const form = useForm<keyof SecurityForm>({
    initial,
    rules: securityRules,
    onChange: useCallback(() => clearError(), [clearError]),
  });

  const submit = form.handleSubmit((values) => {
    const body = securityAnswersRequest(values);
    save.mutate(body, {
      onSuccess: () => {
        queryClient.setQueryData(settingsKeys.chosenQuestions, { questionIds: body.answers.map((a) => a.questionId) });
        setEditing(false);
        notify({ status: 'success', message: t('settings.saved', { title }) });
      },
    });
  });

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
    <EditFormCard
      title={title}
      display={display}
      editing={editing}
      onEdit={() => {
        form.reset(initial);
        save.reset();
        setEditing(true);
      }}
      onCancel={() => {
        save.reset();
        setEditing(false);
      }}
      onSubmit={submit}
      saving={save.isPending}
      error={save.isError ? serverMessageOr(save.error, [400], t('settings.saveFailed')) : null}
    >
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
export default function SecurityQuestionsSection(_props: SecurityQuestionsProps) {
  const { t } = useTranslation();
  const questions = useQuery(securityQuestionsQuery);
  const chosen = useQuery(chosenQuestionsQuery);
  if (!questions.isSuccess || !chosen.isSuccess) {
    return tileWhileNotLoaded(allOf([questions, chosen]), t('settings.security.title'), { minHeight: '9rem', lines: 3 });
  }
  return <SecurityQuestionsCard questions={questions.data} chosen={chosen.data.questionIds} />;
}
