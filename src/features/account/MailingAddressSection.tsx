import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessageOr } from '../../api/api-error';
import { EditFormCard } from '../../ui/EditFormCard';
import { Facts } from '../../ui/Facts';
import { SelectField } from '../../ui/SelectField';
import { useSnackbar } from '../../ui/snackbar/snackbar-context';
import { TextField } from '../../ui/TextField';
import { TileError } from '../../ui/TileError';
import { tileWhileNotLoaded } from '../../ui/TileStates';
import { useForm } from '../../ui/validation/use-form';
import type { AddressCodes } from './address-rules';
import { FactRows } from './FactRows';
import { addressOptionsQuery, mailingAddressQuery, useSaveMailingAddress } from './page-api';
import {
  addressCodes,
  addressFormRules,
  addressFormValues,
  addressLines,
  addressRefusals,
  addressRequest,
  countryChoices,
  isUsAddress,
  stateAfterCountryChange,
  stateChoices,
  type AddressOptions,
  type MailingAddressAnswer,
} from './page-rules';

const NO_CODES: AddressCodes = { countries: [], usStates: [] };
/** The refusals the gateway explains (a field it refuses, a dependent): why is the member's to read. */
const EXPLAINED = [400, 403] as const;

/**
 * The family's mailing address (spec §2 edit-form card, §3 Address): shown as on an envelope; the subscriber edits
 * it (countries and states from the address options, US ZIP code rule, phone) and saves with PUT account/address.
 */
export default function MailingAddressSection() {
  const { t } = useTranslation();
  const address = useQuery(mailingAddressQuery);
  const options = useQuery(addressOptionsQuery);
  if (!address.isSuccess) return tileWhileNotLoaded(address, t('accountPages.address.title'), { minHeight: '12rem', lines: 4, lineHeight: '1.25rem' });
  return <AddressCard answer={address.data} options={options} />;
}

function AddressCard({ answer, options }: { answer: MailingAddressAnswer; options: UseQueryResult<AddressOptions> }) {
  const { t } = useTranslation();
  const { notify } = useSnackbar();
  const save = useSaveMailingAddress();
  const [editing, setEditing] = useState(false);
  const saved = answer.address;
  const initial = useMemo(() => addressFormValues(saved), [saved]);
  const rules = useMemo(() => addressFormRules(options.data ? addressCodes(options.data) : NO_CODES), [options.data]);
  const { reset: clearSaveError } = save;
  const form = useForm({ initial, rules, onChange: useCallback(() => clearSaveError(), [clearSaveError]) });
  const title = t('accountPages.address.title');
  const us = isUsAddress(form.values.country);

  const edit = () => {
    save.reset();
    form.reset(initial);
    setEditing(true);
  };
  const submit = form.handleSubmit((values) =>
    save.mutate(addressRequest(values), {
      onSuccess: () => {
        setEditing(false);
        notify({ status: 'success', message: t('accountPages.address.saved') });
      },
    }),
  );
  const changeCountry = (country: string) => {
    form.set('state', stateAfterCountryChange(form.values.state, form.values.country, country));
    form.set('country', country);
  };

  // The form needs the countries and states: until they are in, no Edit; if their call failed, say so with 'Try again'.
  const optionsMissing = answer.editable && !options.isSuccess;
  const note = !answer.editable ? (
    <p>{t('accountPages.address.readOnly')}</p>
  ) : options.isError ? (
    <TileError onRetry={() => void options.refetch()} retrying={options.isFetching} />
  ) : null;

  return (
    <EditFormCard
      title={title}
      display={<AddressDisplay answer={answer} options={options.data} />}
      editing={editing}
      onEdit={edit}
      onCancel={() => setEditing(false)}
      onSubmit={submit}
      saving={save.isPending}
      error={save.isError ? serverMessageOr(save.error, EXPLAINED, t('accountPages.address.saveFailed'), { keys: addressRefusals, t }) : null}
      readOnly={!answer.editable || optionsMissing}
      note={note}
    >
      <TextField {...form.bind('addressLine1', t('accountPages.address.fields.addressLine1'))} autoComplete="address-line1" />
      <TextField
        {...form.bind('addressLine2', t('accountPages.address.fields.addressLine2'))}
        hint={t('accountPages.address.hints.optional')}
        autoComplete="address-line2"
      />
      <TextField {...form.bind('city', t('accountPages.address.fields.city'))} autoComplete="address-level2" />
      {us ? (
        <SelectField
          {...form.bind('state', t('accountPages.address.fields.state'))}
          options={options.data ? stateChoices(options.data) : []}
          placeholder={t('accountPages.address.chooseState')}
        />
      ) : (
        <TextField
          {...form.bind('state', t('accountPages.address.fields.region'))}
          hint={t('accountPages.address.hints.optional')}
          autoComplete="address-level1"
        />
      )}
      {us ? (
        <TextField
          {...form.bind('zipCode', t('accountPages.address.fields.zipCode'))}
          hint={t('accountPages.address.hints.zipCode')}
          autoComplete="postal-code"
          inputMode="numeric"
        />
      ) : (
        <TextField
          {...form.bind('zipCode', t('accountPages.address.fields.postalCode'))}
          hint={t('accountPages.address.hints.optional')}
          autoComplete="postal-code"
        />
      )}
      <SelectField
        {...form.bind('country', t('accountPages.address.fields.country'))}
        onChange={changeCountry}
        options={options.data ? countryChoices(options.data) : []}
        placeholder={t('accountPages.address.chooseCountry')}
      />
      <TextField
        {...form.bind('phoneNumber', t('accountPages.address.fields.phoneNumber'))}
        hint={t('accountPages.address.hints.phoneNumber')}
        type="tel"
        autoComplete="tel"
      />
    </EditFormCard>
  );
}

/** The address as on an envelope, then the phone number. */
function AddressDisplay({ answer, options }: { answer: MailingAddressAnswer; options: AddressOptions | undefined }) {
  const { t } = useTranslation();
  const lines = addressLines(answer.address, options);
  return (
    <>
      <p>
        {lines.map((line, i) => (
          <span key={i}>
            {i > 0 ? <br /> : null}
            {line}
          </span>
        ))}
      </p>
      <Facts>
        <FactRows rows={[[t('accountPages.address.phone'), answer.address.phoneNumber ?? t('accountPages.address.noPhone')]]} />
      </Facts>
    </>
  );
}
