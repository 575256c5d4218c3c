import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import styled, { createGlobalStyle } from 'styled-components';
import type { EligibilityCategory } from '@schemas/api/account';
import { isApiError, serverMessageOr } from '../../api/api-error';
import { answerWords, type RefusalKeys } from '../../api/member-api-words';
import { wordsText } from '../../engine/i18n/words';
import { useBrand } from '../../manifest/brand-context';
import { ID_CARD_FILENAME } from '../../member/id-card-pdf';
import { usePdfInPlace } from '../../member/use-pdf-in-place';
import { useAccount } from '../../member/queries';
import { AlertBanner } from '../../ui/AlertBanner';
import { Button } from '../../ui/Button';
import { PrintButton } from '../../ui/PrintButton';
import { useSnackbar } from '../../ui/snackbar/snackbar-context';
import { TextField } from '../../ui/TextField';
import { Tile } from '../../ui/Tile';
import { TileError } from '../../ui/TileError';
import { tileWhileNotLoaded } from '../../ui/TileStates';
import { useForm } from '../../ui/validation/use-form';
import { email, required } from '../../ui/validation/validators';
import { IdCardFaces } from './IdCardFaces';
import { emailIdCards, fetchIdCardPdf, idCardPdfUrl, idCardsQuery, requestIdCard } from './page-api';
import {
  cardsByMember,
  idCardEmailRefusals,
  idCardRequestRefusals,
  idCardsFailure,
  initialEmail,
  requestableCategories,
  type MemberCards,
} from './rules';

/*
 * Print (the shell's print style does the rest: the brand's header, no menus or buttons): the cards of the members
 * being printed, each face at wallet size (IdCardFaces), without the e-mail and request tiles; the member tiles
 * without their frame, so the cards are the shapes on the paper.
 */
const PrintStyle = createGlobalStyle`
  @media print {
    main section { border: 0 !important; padding: 0 !important; }
  }
`;

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.lg};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  p { margin: 0; }
`;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.spacing.md};
  max-width: 32rem;
  p { margin: 0; }
`;

const Text = styled.p`
  margin: 0;
`;

/** A server's 400 is the member's to read (a clear reason, in the page's language); other failures get the page's own words. */
const messageOf = (error: unknown, fallback: string, keys: RefusalKeys, t: (key: string) => string) =>
  serverMessageOr(error, [400], fallback, { keys, t });

/** One member's ID card PDF; a dropped download closes its window and says so in the tile (a 401 ends the session). */
function useMemberPdf(suffix: number) {
  const { t } = useTranslation();
  const pdf = usePdfInPlace();
  const download = () =>
    pdf.download(String(suffix), {
      fetchPdf: () => fetchIdCardPdf(suffix),
      filename: ID_CARD_FILENAME,
      loadingMessage: t('idCard.download.preparing'),
      url: idCardPdfUrl,
    });
  return { download, busy: pdf.busyKey !== null, failed: pdf.failed };
}

function MemberCardsTile({ member, brandName, onPrint }: { member: MemberCards; brandName: string; onPrint: () => void }) {
  const { t } = useTranslation();
  const { contact } = useBrand();
  const pdf = useMemberPdf(member.memberSuffix);
  const { busy } = pdf;
  return (
    <Tile title={member.name}>
      <Actions data-print-hide="">
        <Button onClick={pdf.download} disabled={busy} aria-busy={busy || undefined}>
          {busy ? t('idCard.page.downloadBusy') : t('idCard.page.download')}
        </Button>
        <PrintButton label={t('idCard.page.print')} onPrint={onPrint} />
        <Text>{t('idCard.page.printHint')}</Text>
      </Actions>
      {pdf.failed ? <AlertBanner type="error" live="assertive" title={t('idCard.page.downloadFailed')} /> : null}
      {member.cards.map((card) => (
        <IdCardFaces key={card.category} card={card} brandName={brandName} contact={contact} />
      ))}
    </Tile>
  );
}

const emailRules = () => ({ email: [required, email] });

function EmailForm({ initial }: { initial: string }) {
  const { t } = useTranslation();
  const { notify } = useSnackbar();
  const form = useForm({ initial: { email: initial }, rules: emailRules });
  const [confirming, setConfirming] = useState(false);
  const confirmRef = useRef<HTMLParagraphElement>(null);
  const send = useMutation({ mutationFn: emailIdCards });

  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
  }, [confirming]);

  const address = form.values.email.trim();
  const submit = (event: FormEvent) => {
    form.handleSubmit(() => {
      send.reset();
      setConfirming(true);
    })(event);
  };
  const confirm = () =>
    send.mutate(address, {
      onSuccess: () => {
        setConfirming(false);
        notify({ status: 'success', message: t('idCard.email.sent', { email: address }) });
      },
    });

  return (
    <Form noValidate onSubmit={submit} aria-busy={send.isPending || undefined}>
      <Text>{t('idCard.email.intro')}</Text>
      {confirming ? (
        <>
          <p ref={confirmRef} tabIndex={-1}>
            {t('idCard.email.confirm', { email: address })}
          </p>
          <Actions>
            <Button onClick={confirm} disabled={send.isPending}>
              {send.isPending ? t('idCard.email.sending') : t('idCard.email.send')}
            </Button>
            <Button $variant="secondary" onClick={() => setConfirming(false)} disabled={send.isPending}>
              {t('idCard.email.change')}
            </Button>
          </Actions>
        </>
      ) : (
        <>
          <TextField {...form.bind('email', t('idCard.email.address'))} type="email" autoComplete="email" />
          <Actions>
            <Button type="submit">{t('idCard.email.continue')}</Button>
          </Actions>
        </>
      )}
      {send.isError ? <AlertBanner type="error" live="assertive" title={messageOf(send.error, t('idCard.email.failed'), idCardEmailRefusals, t)} /> : null}
    </Form>
  );
}

function EmailTile() {
  const { t } = useTranslation();
  const account = useAccount();
  const initial = initialEmail(account.data?.email);
  return (
    <Tile title={t('idCard.email.title')}>
      {/* Prefilled from the account's e-mail once it is known. */}
      <EmailForm key={initial} initial={initial} />
    </Tile>
  );
}

function RequestTile({ categories }: { categories: EligibilityCategory[] }) {
  const { t } = useTranslation();
  const request = useMutation({ mutationFn: requestIdCard });
  // The category asked for, as the buttons and the answers name it ('medical', 'atención médica').
  const named = (category: EligibilityCategory) => t(`idCard.categories.${category}`).toLowerCase();
  const asked = request.variables;
  const withCategory = (key: string) => t(key, asked ? { category: named(asked) } : {});
  return (
    <Tile title={t('idCard.request.title')}>
      <Text>{t('idCard.request.intro')}</Text>
      <Actions>
        {categories.map((category) => (
          <Button key={category} $variant="secondary" onClick={() => request.mutate(category)} disabled={request.isPending}>
            {t('idCard.request.button', { category: named(category) })}
          </Button>
        ))}
      </Actions>
      <p role="status">{request.isSuccess ? wordsText(answerWords(request.data, { key: 'idCard.request.sent' }), withCategory) : ''}</p>
      {request.isError ? (
        <AlertBanner type="error" live="assertive" title={messageOf(request.error, t('idCard.request.failed'), idCardRequestRefusals, withCategory)} />
      ) : null}
    </Tile>
  );
}

/**
 * A member's Print button prints that member's cards: the other members' tiles are marked out of print while the
 * browser's print dialog is open (`print()` returns once it is closed; `afterprint` too, for a browser whose
 * `print()` does not wait). The browser's own print command, outside the buttons, prints every card.
 */
function usePrintOne() {
  const [printing, setPrinting] = useState<string | null>(null);
  useEffect(() => {
    const done = () => setPrinting(null);
    window.addEventListener('afterprint', done);
    return () => window.removeEventListener('afterprint', done);
  }, []);
  return {
    others: (key: string) => printing !== null && printing !== key,
    print(key: string) {
      flushSync(() => setPrinting(key));
      window.print();
      setPrinting(null);
    },
  };
}

/**
 * /id-card (spec §2, §6, §7): each covered member's cards for each category, front and back as printed, a PDF per
 * member (GET idCard/view?suffix), the cards by e-mail (POST idCard/email, address confirmed, a snackbar) and a
 * physical card by category (GET idCard/request). The cards call shows its own error with 'Try again'.
 */
export default function IdCardPage() {
  const { t } = useTranslation();
  const cards = useQuery(idCardsQuery);
  const printing = usePrintOne();
  const title = t('idCard.page.cardsTitle');

  if (cards.isError && !(isApiError(cards.error) && idCardsFailure(cards.error.status) === 'noCards')) {
    return (
      <Tile title={title}>
        <TileError onRetry={() => void cards.refetch()} retrying={cards.isFetching} />
      </Tile>
    );
  }
  if (cards.isError) {
    return (
      <Tile title={title}>
        <Text>{t('idCard.page.noCards')}</Text>
      </Tile>
    );
  }
  if (!cards.isSuccess) return tileWhileNotLoaded(cards, title, { minHeight: '36rem', lines: 6, lineHeight: '4rem' });

  const members = cardsByMember(cards.data.cards);
  if (members.length === 0) {
    return (
      <Tile title={title}>
        <Text>{t('idCard.page.none')}</Text>
      </Tile>
    );
  }
  return (
    <Stack>
      <PrintStyle />
      {members.map((member) => (
        <div key={member.memberKey} data-print-hide={printing.others(member.memberKey) ? '' : undefined}>
          <MemberCardsTile member={member} brandName={cards.data.brandName} onPrint={() => printing.print(member.memberKey)} />
        </div>
      ))}
      <div data-print-hide="">
        <EmailTile />
      </div>
      <div data-print-hide="">
        <RequestTile categories={requestableCategories(cards.data.cards)} />
      </div>
    </Stack>
  );
}
