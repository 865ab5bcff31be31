import { useLingui } from '@lingui/react/macro';
import { useFormat } from '../../../shared/i18n/format';

/** A year in the language on screen, without grouping ("2014", not "2,014"). */
export function formatYear(format: ReturnType<typeof useFormat>, value: number): string {
  return format.number(value).replace(/[,،]/g, '');
}

/** "2010 – 2014", "Since 2021", "2014" or nothing: the years of a degree, in the language on screen. */
export function useYears(start: number | null, end: number | null): string | null {
  const { t } = useLingui();
  const format = useFormat();
  const year = (value: number) => formatYear(format, value);
  if (start !== null && end !== null) return start === end ? year(end) : `${year(start)} – ${year(end)}`;
  if (start !== null) {
    const from = year(start);
    return t`Since ${from}`;
  }
  if (end !== null) return year(end);
  return null;
}
