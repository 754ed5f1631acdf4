import { parseDate, type CalendarDate } from '@internationalized/date';
import { Button, CalendarCell, CalendarGrid, DateInput, DateRangePicker, DateSegment, Dialog, Group, Heading, Label, Popover, RangeCalendar } from 'react-aria-components';

/** Two days, each YYYY-MM-DD, or null while one is not chosen. */
export type DayRange = { start: string | null; end: string | null };

/** A day the calendar can show, or null for anything that is not a real YYYY-MM-DD day. */
export function calendarDay(day: string | null): CalendarDate | null {
  if (!day || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  try {
    const date = parseDate(day);
    return date.toString() === day ? date : null;
  } catch {
    return null;
  }
}

export type DateRangeFieldProps = {
  label: string;
  value: DayRange;
  /** The first and the last day that can be chosen (YYYY-MM-DD). */
  min: string;
  max: string;
  onChange: (range: DayRange) => void;
  isDisabled?: boolean;
};

/**
 * A date range typed day by day (in the order of the page's language) or picked in a calendar,
 * between two days; a range cleared or half typed reports nulls.
 */
export function DateRangeField({ label, value, min, max, onChange, isDisabled = false }: DateRangeFieldProps) {
  const start = calendarDay(value.start);
  const end = calendarDay(value.end);
  return (
    <DateRangePicker
      className="field date-range"
      value={start && end ? { start, end } : null}
      onChange={(range) => onChange(range ? { start: range.start.toString(), end: range.end.toString() } : { start: null, end: null })}
      minValue={parseDate(min)}
      maxValue={parseDate(max)}
      isDisabled={isDisabled}
      shouldForceLeadingZeros
    >
      {/* A date range has no single input: react-aria writes its label as a span, styled as the fields' labels. */}
      <Label className="field-label">{label}</Label>
      <Group className="date-range-group">
        <DateInput slot="start">{(segment) => <DateSegment segment={segment} />}</DateInput>
        <span aria-hidden="true">–</span>
        <DateInput slot="end">{(segment) => <DateSegment segment={segment} />}</DateInput>
        <Button className="select-button">▾</Button>
      </Group>
      <Popover className="popover">
        <Dialog>
          <RangeCalendar>
            <header>
              <Button slot="previous">‹</Button>
              <Heading />
              <Button slot="next">›</Button>
            </header>
            <CalendarGrid>{(date) => <CalendarCell date={date} />}</CalendarGrid>
          </RangeCalendar>
        </Dialog>
      </Popover>
    </DateRangePicker>
  );
}
