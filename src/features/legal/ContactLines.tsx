import { useTranslation } from 'react-i18next';
import { telHref } from '../../ui/format';
import { ContactBlock } from './layout';

export interface ContactLinesProps {
  phone?: string | undefined;
  tty: string;
  email?: string | undefined;
  /** Mailing address lines. */
  mail?: readonly string[] | undefined;
}

/** Where to reach someone: phone and TTY (tel: links), e-mail (a mailto: link), mailing address. */
export function ContactLines({ phone, tty, email, mail }: ContactLinesProps) {
  const { t } = useTranslation();
  return (
    <ContactBlock>
      {phone ? (
        <p>
          {t('legal.contact.phone')}: <a href={telHref(phone)}>{phone}</a>
        </p>
      ) : null}
      <p>
        {t('legal.contact.tty')}: <a href={telHref(tty)}>{tty}</a>
      </p>
      {email ? (
        <p>
          {t('legal.contact.email')}: <a href={`mailto:${email}`}>{email}</a>
        </p>
      ) : null}
      {mail && mail.length > 0 ? (
        <p>
          {t('legal.contact.mail')}:{' '}
          {mail.map((line, index) => (
            <span key={index}>
              {index > 0 ? <br /> : null}
              {line}
            </span>
          ))}
        </p>
      ) : null}
    </ContactBlock>
  );
}
