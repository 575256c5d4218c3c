import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useClock } from '../../engine/clock';
import { currentLocale } from '../../engine/i18n/language';
import type { Department } from '../../manifest/contact';
import { telHref } from '../../ui/format';
import { useBrand } from '../../manifest/brand-context';
import { Tile } from '../../ui/Tile';
import type { ContactDepartmentsProps } from './contact-departments.widget';
import { CurrentSeason, DepartmentEntry, DepartmentGrid, SeasonList } from './layout';
import { departmentsShown, hoursOf, pacificDayOfYear, parseMonthDay, type DayOfYear } from './rules';

const monthDay = (value: string) => {
  const { month, day } = parseMonthDay(value);
  return new Date(Date.UTC(2000, month - 1, day)).toLocaleDateString(currentLocale(), { month: 'long', day: 'numeric', timeZone: 'UTC' });
};

function Hours({ department, today }: { department: Department; today: DayOfYear }) {
  const { t } = useTranslation();
  const hours = hoursOf(department, today);
  if (hours.kind === 'fixed') {
    return (
      <p>
        {t('contact.page.hours')}: {t(hours.hours)}
      </p>
    );
  }
  return (
    <>
      <p>{t('contact.page.hours')}:</p>
      <SeasonList>
        {hours.seasons.map((season) => {
          const text = t('contact.page.season', { from: monthDay(season.from), to: monthDay(season.to), hours: t(season.hours) });
          return season.current ? (
            <CurrentSeason key={season.id}>
              {t('contact.page.currentSeason')}: {text}
            </CurrentSeason>
          ) : (
            <li key={season.id}>{text}</li>
          );
        })}
      </SeasonList>
      {hours.outOfSeason ? <p>{t('contact.page.outOfSeason')}</p> : null}
    </>
  );
}

/** Spec §2 Contact-us: each department's phone, hours and e-mail from the brand manifest, then the TTY line. */
export default function ContactDepartmentsSection({ departments: ids }: ContactDepartmentsProps) {
  const { t } = useTranslation();
  const { contact } = useBrand();
  const { departments, tty } = departmentsShown(contact, ids);
  const today = pacificDayOfYear(useClock()());
  const { hash } = useLocation();
  const anchored = departments.find((department) => `#${department.id}` === hash)?.id;
  // A link to one department (`/contact-us#health-plan`) lands on it, for the eye and for the keyboard.
  useEffect(() => {
    const entry = anchored ? document.getElementById(anchored) : null;
    entry?.scrollIntoView?.();
    entry?.focus();
  }, [anchored]);
  return (
    <Tile title={t('contact.page.title')}>
      <p>{t('contact.page.intro')}</p>
      <DepartmentGrid>
        {departments.map((department) => (
          <DepartmentEntry key={department.id} id={department.id} tabIndex={-1}>
            <h3>{t(department.label)}</h3>
            <p>
              {t('contact.page.phone')}: <a href={telHref(department.phone)}>{department.phone}</a>
            </p>
            {department.email ? (
              <p>
                {t('contact.page.email')}: <a href={`mailto:${department.email}`}>{department.email}</a>
              </p>
            ) : null}
            {department.emails?.map(({ label, email }) => (
              <p key={email}>
                {t('contact.page.emailFor', { region: t(label) })}: <a href={`mailto:${email}`}>{email}</a>
              </p>
            ))}
            <Hours department={department} today={today} />
          </DepartmentEntry>
        ))}
        {tty ? (
          <DepartmentEntry>
            <h3>{t('contact.page.ttyLabel')}</h3>
            <p>
              <a href={telHref(tty)}>{t('contact.page.tty', { number: tty })}</a>
            </p>
          </DepartmentEntry>
        ) : null}
      </DepartmentGrid>
    </Tile>
  );
}
