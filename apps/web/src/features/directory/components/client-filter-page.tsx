import { COUNTRIES, type CountryCode, countryById } from '@petal/contract/countries';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useClientData } from '../../../lib/client-data.ts';
import { setCurrentCountry, useCurrentCountry } from '../../../lib/country-store.ts';
import { ErrorNotice } from '../../../lib/error-notice.tsx';
import { bilingualName } from '../../../lib/localized-name.ts';
import { useStatisticsSummary } from '../../client-type-statistics/api/get-statistics-summary.ts';
import { ADDRESS_INPUT_UPDATE } from '../address-input.ts';
import type { ClientFilter } from '../api/find-clients.ts';
import { type FilterOption, type FilterSelection, filterOptions } from '../filter-options.ts';
import { ClientList } from './client-list.tsx';
import { HierarchyView } from './hierarchy-view.tsx';
import { SortSwitch, useSortParam } from './sort-switch.tsx';

/** The address keys of each step; an absent key is a skipped step. */
const STEP_PARAMS = { region1Id: 'r1', region2Id: 'r2', streetId: 's', typeId: 't' } as const;
type Step = keyof typeof STEP_PARAMS;

/**
 * What the assistant sends to /client-filter-v2 (spec section 3's filter selection): each
 * step as { id, fullName }, a skipped one as fullName 'skipped'.
 */
interface AssistantSelection {
  selectedCountry?: { id: number; fullName: string };
  selectedRegion1?: { id: number; fullName: string };
  selectedRegion2?: { id: number; fullName: string };
  selectedClientType?: { id: number; fullName: string };
}

function chosenId(step: { id: number; fullName: string } | undefined): number | undefined {
  return step && step.fullName !== 'skipped' && Number.isInteger(step.id) ? step.id : undefined;
}

function readSelection(params: URLSearchParams, countryId: number): FilterSelection {
  const selection: FilterSelection = { countryId };
  for (const [step, key] of Object.entries(STEP_PARAMS) as [Step, string][]) {
    const value = Number(params.get(key) ?? Number.NaN);
    if (Number.isInteger(value)) selection[step] = value;
  }
  return selection;
}

/**
 * Finding clients step by step: country, region 1, region 2, street, client type, each choice
 * with its count; or the hierarchy view of the whole country. The selection lives in the
 * address, so Back from a profile returns to the same results. /client-filter-v2 opens on
 * the results of the selection the assistant sends as navigation state.
 */
export function ClientFilterPage({ version }: { version: 1 | 2 }) {
  const { t, i18n } = useTranslation(['directory', 'common']);
  const country = useCurrentCountry();
  const summary = useStatisticsSummary();
  const lookups = useClientData();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const selection = readSelection(params, country.countryId);
  const hideZero = params.get('zero') !== 'show';
  const allRegion2 = params.get('allRegion2') === '1';
  const view = params.get('view') ?? (version === 2 ? 'results' : 'steps');
  const sort = useSortParam('ranking');

  // The assistant's selection arrives once, as navigation state; it becomes the address.
  const handoff = (location.state as AssistantSelection | null) ?? null;
  useEffect(() => {
    if (version !== 2 || !handoff) return;
    const countryId = chosenId(handoff.selectedCountry);
    const target = countryId ? countryById(countryId) : undefined;
    if (target) setCurrentCountry(target.code);
    const next = new URLSearchParams({ view: 'results' });
    const steps: [string, number | undefined][] = [
      ['r1', chosenId(handoff.selectedRegion1)],
      ['r2', chosenId(handoff.selectedRegion2)],
      ['t', chosenId(handoff.selectedClientType)],
    ];
    for (const [key, id] of steps) if (id !== undefined) next.set(key, String(id));
    void navigate({ search: next.toString() }, { replace: true, state: null });
  }, [version, handoff, navigate]);

  // A shared link names its places, not its country: opening one switches to the places'
  // country; choosing another country (the header's drawer) leaves the old places behind.
  const placeCountryId =
    lookups.data?.All_Region2.find((region) => region.region2_id === selection.region2Id)?.country_id ??
    lookups.data?.All_Region1.find((region) => region.region1_id === selection.region1Id)?.country_id;
  // biome-ignore lint/correctness/useExhaustiveDependencies: follows the places only
  useEffect(() => {
    const placeCountry = placeCountryId === undefined ? undefined : countryById(placeCountryId);
    if (placeCountry && placeCountry.countryId !== country.countryId) setCurrentCountry(placeCountry.code);
  }, [placeCountryId]);
  const shownCountry = useRef(country.countryId);
  // biome-ignore lint/correctness/useExhaustiveDependencies: follows the country only
  useEffect(() => {
    if (shownCountry.current === country.countryId) return;
    shownCountry.current = country.countryId;
    if (placeCountryId !== undefined && placeCountryId !== country.countryId) {
      const next = new URLSearchParams(params);
      for (const key of ['r1', 'r2', 's']) next.delete(key);
      setParams(next, { replace: true });
    }
  }, [country.countryId]);

  const update = (changes: Record<string, string | undefined>, push = false) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === undefined) next.delete(key);
      else next.set(key, value);
    }
    setParams(next, { ...ADDRESS_INPUT_UPDATE, replace: !push });
  };

  const choose = (step: Step, id: number | undefined) => {
    const value = id === undefined ? undefined : String(id);
    if (step === 'region1Id') update({ r1: value, r2: undefined, s: undefined });
    else if (step === 'region2Id') {
      // A region 2 picked first (or from another region 1) brings its region 1 along.
      const parent =
        id === undefined ? undefined : lookups.data?.All_Region2.find((r) => r.region2_id === id);
      update({ r2: value, s: undefined, ...(parent ? { r1: String(parent.region1_id) } : {}) });
    } else if (step === 'streetId') update({ s: value });
    else update({ t: value });
  };

  if (summary.isError || lookups.isError) {
    return (
      <main id="main" className="page" aria-labelledby="filter-title">
        <h1 id="filter-title">{t('filter.title')}</h1>
        <ErrorNotice
          error={summary.error ?? lookups.error}
          onRetry={() => {
            void summary.refetch();
            void lookups.refetch();
          }}
        />
      </main>
    );
  }
  if (!summary.data || !lookups.data) {
    return (
      <main id="main" className="page" aria-labelledby="filter-title" aria-busy="true">
        <h1 id="filter-title">{t('filter.title')}</h1>
        <div className="option-grid" role="status" aria-label={t('common:common.loading')}>
          {Array.from({ length: 9 }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <span key={index} className="option skeleton-chip" />
          ))}
        </div>
      </main>
    );
  }

  const options = filterOptions(summary.data, lookups.data, selection, { hideZero, allRegion2 });
  // A step's choices as the grid shows them; street -1 is "by reservation".
  const choices = (list: FilterOption[]) =>
    list.map((option) => ({
      id: option.id,
      label: option.id === -1 ? t('filter.reservation') : bilingualName(option, i18n.language),
      total: option.total,
    }));
  const nameOf = (list: FilterOption[], id: number | undefined) =>
    id === undefined
      ? undefined
      : bilingualName(
          list.find((option) => option.id === id),
          i18n.language,
        );
  const countryTotals = new Map(summary.data.country_id_list.map((entry) => [entry.country_id, entry.total]));
  const region1Name = bilingualName(
    lookups.data.All_Region1.find((r) => r.region1_id === selection.region1Id),
    i18n.language,
  );
  const region2Name = bilingualName(
    lookups.data.All_Region2.find((r) => r.region2_id === selection.region2Id),
    i18n.language,
  );
  const typeName = bilingualName(
    lookups.data.ClientType.find((type) => type.type_id === selection.typeId),
    i18n.language,
  );
  const chosen = [
    t(`common:countries.${country.code}`),
    region1Name,
    region2Name,
    nameOf(options.streets, selection.streetId),
    typeName,
  ].filter(Boolean);

  const filter: ClientFilter = {
    country_id: selection.countryId,
    ...(selection.region1Id !== undefined && { region1_id: selection.region1Id }),
    ...(selection.region2Id !== undefined && { region2_id: selection.region2Id }),
    ...(selection.streetId !== undefined && { street_id: selection.streetId }),
    ...(selection.typeId !== undefined && { type_id: selection.typeId }),
    sort,
  };
  const emptyMessage =
    selection.typeId !== undefined && (selection.region1Id ?? selection.region2Id) !== undefined
      ? t('empty.noClientsForType')
      : t('empty.noResults');

  if (view === 'results') {
    return (
      <main id="main" className="page" aria-labelledby="filter-title">
        <h1 id="filter-title">{t('filter.resultsTitle')}</h1>
        <ul className="chosen-list" aria-label={t('filter.chosen')}>
          {chosen.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
        <p className="result-count">{t('filter.matching', { count: options.total })}</p>
        <button type="button" className="link-button" onClick={() => update({ view: 'steps' }, true)}>
          {t('filter.change')}
        </button>
        <SortSwitch value={sort} />
        <ClientList
          filter={filter}
          ranked={sort === 'ranking'}
          label={chosen.join(', ')}
          emptyMessage={emptyMessage}
        />
      </main>
    );
  }

  return (
    <main id="main" className="page" aria-labelledby="filter-title">
      <h1 id="filter-title">{t('filter.title')}</h1>
      <fieldset className="view-switch segmented">
        <legend className="visually-hidden">{t('filter.viewLabel')}</legend>
        {(['steps', 'hierarchy'] as const).map((mode) => (
          <label key={mode} className={view === mode ? 'selected' : undefined}>
            <input
              className="pill-input"
              type="radio"
              name="view"
              checked={view === mode}
              onChange={() => update({ view: mode })}
            />
            {t(`filter.view.${mode}`)}
          </label>
        ))}
      </fieldset>
      <div className="filter-toggles">
        <label className="checkbox">
          <input
            type="checkbox"
            checked={hideZero}
            onChange={(event) => update({ zero: event.target.checked ? undefined : 'show' })}
          />
          {t('filter.hideZero')}
        </label>
        <label className="checkbox">
          <input
            type="checkbox"
            checked={allRegion2}
            onChange={(event) => update({ allRegion2: event.target.checked ? '1' : undefined })}
          />
          {t('filter.allRegion2')}
        </label>
      </div>

      {view === 'hierarchy' ? (
        <HierarchyView
          summary={summary.data}
          lookups={lookups.data}
          countryId={country.countryId}
          hideZero={hideZero}
          allRegion2={allRegion2}
        />
      ) : (
        <>
          <OptionStep
            legend={t('filter.step.country')}
            name="country"
            options={COUNTRIES.map((entry) => ({
              id: entry.countryId,
              label: t(`common:countries.${entry.code}`),
              total: countryTotals.get(entry.countryId) ?? 0,
            })).filter((option) => !hideZero || option.total > 0 || option.id === country.countryId)}
            value={country.countryId}
            onChoose={(id) => {
              const code = COUNTRIES.find((entry) => entry.countryId === id)?.code as CountryCode;
              setCurrentCountry(code);
              setParams({}, { replace: true, preventScrollReset: true });
            }}
          />
          <OptionStep
            legend={t('filter.step.region1')}
            name="region1"
            options={choices(options.region1)}
            value={selection.region1Id}
            skippable
            onChoose={(id) => choose('region1Id', id)}
          />
          <OptionStep
            legend={t('filter.step.region2')}
            name="region2"
            options={choices(options.region2)}
            value={selection.region2Id}
            skippable
            onChoose={(id) => choose('region2Id', id)}
          />
          {selection.region2Id !== undefined && (
            <OptionStep
              legend={t('filter.step.street')}
              name="street"
              options={choices(options.streets)}
              value={selection.streetId}
              skippable
              onChoose={(id) => choose('streetId', id)}
            />
          )}
          <OptionStep
            legend={t('filter.step.type')}
            name="type"
            options={choices(options.types)}
            value={selection.typeId}
            skippable
            onChoose={(id) => choose('typeId', id)}
          />
          <div className="filter-submit">
            <p className="result-count" aria-live="polite">
              {t('filter.matching', { count: options.total })}
            </p>
            <button
              type="button"
              className="button"
              disabled={options.total === 0}
              onClick={() => update({ view: 'results' }, true)}
            >
              {t('filter.show', { count: options.total })}
            </button>
            {options.total === 0 && <p className="hint">{emptyMessage}</p>}
          </div>
        </>
      )}
      <p className="hint">
        <Link to="/client-search">{t('filter.orSearch')}</Link>
      </p>
    </main>
  );
}

/** One step of the filter: a grid of choices (3 columns) with counts, and "Any" to skip it. */
function OptionStep({
  legend,
  name,
  options,
  value,
  skippable = false,
  onChoose,
}: {
  legend: string;
  name: string;
  options: { id: number; label: string; total: number }[];
  value: number | undefined;
  skippable?: boolean;
  onChoose: (id: number | undefined) => void;
}) {
  const { t } = useTranslation('directory');
  return (
    <fieldset className="filter-step">
      <legend>{legend}</legend>
      {options.length === 0 ? (
        <p className="hint">{t('filter.noChoices')}</p>
      ) : (
        <div className="option-grid">
          {skippable && (
            <label className={`option${value === undefined ? ' selected' : ''}`}>
              <input
                className="pill-input"
                type="radio"
                name={name}
                checked={value === undefined}
                onChange={() => onChoose(undefined)}
              />
              <span className="option-name">{t('filter.any')}</span>
            </label>
          )}
          {options.map((option) => (
            <label key={option.id} className={`option${option.id === value ? ' selected' : ''}`}>
              <input
                className="pill-input"
                type="radio"
                name={name}
                checked={option.id === value}
                onChange={() => onChoose(option.id)}
              />
              <span className="option-name">{option.label}</span>
              <span className="count">{option.total}</span>
            </label>
          ))}
        </div>
      )}
    </fieldset>
  );
}

/** /client-filter: choose step by step, then see the results. */
export function ClientFilterStepsPage() {
  return <ClientFilterPage version={1} />;
}

/** /client-filter-v2: the results of the selection the assistant hands over. */
export function ClientFilterResultsPage() {
  return <ClientFilterPage version={2} />;
}
